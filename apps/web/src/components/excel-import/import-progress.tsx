import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImportPhase } from './upload-sheet';
import { commonMessages, excelImportMessages as text, uploadMessages } from '../../lib/messages';

/** The upload's percentage while the file is sent, then an open-ended bar while the server checks rows. */
export function ImportProgress({ phase }: { phase: ImportPhase }) {
  if (phase.step === 'idle') return null;
  const isUploading = phase.step === 'uploading';
  const label = isUploading
    ? `${commonMessages.loading} ${uploadMessages.percent(phase.percent)}`
    : text.checking;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" id="import-progress-label">
        {label}
      </Typography>
      <LinearProgress
        aria-labelledby="import-progress-label"
        variant={isUploading ? 'determinate' : 'indeterminate'}
        {...(isUploading ? { value: phase.percent } : {})}
      />
    </Box>
  );
}
