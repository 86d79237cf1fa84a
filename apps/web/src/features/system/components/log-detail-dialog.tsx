// A log row's details: labelled fields (addresses, codes and stack traces left to right, long ones whole).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOG_KIND_LABELS, LOG_OUTCOME_LABELS, type LogEntry } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { useLogDetail } from '../api/log-queries';
import { commonMessages, systemMessages } from '../../../lib/messages';

const text = systemMessages.logs;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The details of `row` (closed while it is null). */
export function LogDetailDialog({ row, onClose }: { row: LogEntry | null; onClose: () => void }) {
  const detail = useLogDetail(row && { kind: row.kind, id: row.id });
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="log-detail-title">
      <DialogTitle id="log-detail-title">{row && text.detailsOf(LOG_KIND_LABELS[row.kind])}</DialogTitle>
      {/* Long stack traces scroll the content: it takes focus so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
        {row && (
          <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
            <Field label={commonMessages.time}>
              <JalaliTime value={row.at} />
            </Field>
            <Field label={text.outcome}>{LOG_OUTCOME_LABELS[row.outcome]}</Field>
            <Field label={text.user}>{row.userName ?? text.noUser}</Field>
            <Field label={text.summary}>
              <bdi>{row.summary}</bdi>
            </Field>
            {detail.isLoading && <Skeleton variant="rounded" height={80} />}
            {detail.data?.fields.map((field) => (
              <Field key={field.label} label={field.label}>
                <Box
                  component={field.long ? 'pre' : 'span'}
                  dir={field.ltr ? 'ltr' : undefined}
                  sx={{
                    m: 0,
                    display: 'block',
                    whiteSpace: field.long ? 'pre-wrap' : undefined,
                    fontFamily: field.long ? 'monospace' : undefined,
                    fontSize: field.long ? '0.8rem' : undefined,
                    textAlign: field.ltr ? 'left' : undefined,
                  }}
                >
                  {field.value}
                </Box>
              </Field>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
