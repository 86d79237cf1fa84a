import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { abortUpload, useUploads, type UploadEntry } from '../lib/uploads';
import { noticeMessages, uploadMessages as m } from '../lib/messages';

function UploadRow({ entry }: { entry: UploadEntry }) {
  return (
    <Box component="li" data-testid="upload-entry" data-name={entry.name} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="body2"
          title={entry.name}
          sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {entry.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="upload-percent">
          {m.percent(entry.progress)}
        </Typography>
        {entry.running && (
          <IconButton size="small" aria-label={m.abort(entry.name)} onClick={() => abortUpload(entry.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={entry.progress}
        aria-label={entry.name}
        color={entry.running ? 'primary' : 'success'}
      />
    </Box>
  );
}

/**
 * The SPEC §4 upload tracker: a small floating panel listing the uploads in progress (name, progress,
 * abort) with the SPEC §8 warning not to refresh or close the page. Mounted once in the root shell; it
 * stays above dialogs (z-index of snackbars), though a modal dialog hides it from assistive technology.
 */
export function UploadTracker() {
  const entries = useUploads();
  if (entries.length === 0) return null;
  return (
    <Paper
      role="region"
      aria-label={m.trackerTitle}
      data-testid="upload-tracker"
      elevation={6}
      sx={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        zIndex: 'snackbar',
        width: 'min(360px, calc(100vw - 32px))',
        p: 2,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {m.trackerTitle}
      </Typography>
      {entries.some((entry) => entry.running) && (
        <Typography variant="caption" color="warning.dark">
          {noticeMessages.errors.uploadsRunning}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <UploadRow key={entry.id} entry={entry} />
        ))}
      </Box>
    </Paper>
  );
}
