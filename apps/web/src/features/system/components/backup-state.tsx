import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BackupItem } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';
import { backupMessages as m } from '../../../lib/messages';

/**
 * A backup's state in its row: «تأییدشده» with what it holds, the failure's reason in words, or a progress
 * bar while it is made and verified.
 */
export function BackupState({ item }: { item: BackupItem }) {
  if (item.state === 'verified')
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip color="success" label={m.states.verified} />
        {item.summary && (
          <Typography variant="body2" color="text.secondary">
            {m.summary(item.summary.rows, item.summary.files)}
          </Typography>
        )}
      </Box>
    );
  if (item.state === 'failed')
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <StatusChip color="error" label={m.states.failed} />
        {item.failure && (
          <Typography variant="body2" color="error" sx={{ maxWidth: 360 }}>
            {item.failure}
          </Typography>
        )}
      </Box>
    );
  const label = m.progress(item.progress.percent);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 140, justifyItems: 'start' }}>
      <StatusChip label={m.states[item.state]} />
      <LinearProgress
        variant="determinate"
        value={item.progress.percent}
        aria-label={label}
        sx={{ justifySelf: 'stretch' }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
