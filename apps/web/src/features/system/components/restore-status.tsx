import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { RestoreStatus } from '@darvazeh/shared';
import { backupMessages as m } from '../../../lib/messages';

/**
 * The restore under way (with its progress: the portal refuses changes meanwhile) or how the last one
 * ended: its failure in words, or that it went well.
 */
export function RestoreStatusNotice({ status }: { status: RestoreStatus | undefined }) {
  if (!status) return null;
  if (status.state === 'running') {
    const label = m.restoreRunning(status.progress.percent);
    return (
      <Alert severity="warning" role="status" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
        {label}
        <LinearProgress
          variant="determinate"
          value={status.progress.percent}
          aria-label={label}
          sx={{ mt: 1 }}
        />
      </Alert>
    );
  }
  if (status.state === 'failed') return <Alert severity="error">{status.failure}</Alert>;
  return <Alert severity="success">{m.restoreDone}</Alert>;
}
