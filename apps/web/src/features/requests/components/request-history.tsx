import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { REQUEST_EVENT_LABELS, type RequestEventItem } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { inboxMessages } from '../../../lib/messages';

const m = inboxMessages.timeline;

const eventLabel = (kind: string): string =>
  (REQUEST_EVENT_LABELS as Record<string, string>)[kind] ?? REQUEST_EVENT_LABELS.status;

/**
 * A request's history, oldest first: what happened, when, by whom (and on whose behalf), the status it
 * moved to, the outcome, the note and the answers changed. Staff see every event and, with
 * `markStaffOnly`, those the applicant does not see carry «فقط برای کارشناسان»; the applicant's page
 * passes only the events they may see. `outcomeLabel` turns an outcome's key into its name; `label`
 * names the list for assistive technology.
 */
export function RequestHistory({
  events,
  label,
  markStaffOnly = false,
  outcomeLabel = (outcome) => outcome,
}: {
  events: readonly RequestEventItem[];
  label?: string;
  markStaffOnly?: boolean;
  outcomeLabel?: (outcome: string) => string;
}) {
  if (events.length === 0) return <Typography color="text.secondary">{m.empty}</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0 }}>
      {events.map((event, i) => (
        <Box
          component="li"
          key={event.id}
          data-testid="timeline-event"
          sx={{
            position: 'relative',
            paddingInlineStart: 3,
            pb: i === events.length - 1 ? 0 : 2,
            // The line and dot on the start side (the right, in Persian).
            '&::before': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 7,
              top: 6,
              bottom: i === events.length - 1 ? 'auto' : 0,
              height: i === events.length - 1 ? 0 : 'auto',
              borderInlineStart: '2px solid',
              borderColor: 'divider',
            },
            '&::after': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 2,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: event.visibleToApplicant ? 'primary.main' : 'warning.main',
            },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {eventLabel(event.kind)}
            </Typography>
            {event.stepName && (
              <Typography component="span" variant="body2" color="text.secondary">
                {event.stepName}
              </Typography>
            )}
            {markStaffOnly && !event.visibleToApplicant && (
              <Chip size="small" color="warning" variant="outlined" label={m.staffOnly} />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            <JalaliTime value={event.at} /> — {event.actorName ?? m.system}
            {event.onBehalfOfName && ` (${m.onBehalfOf(event.onBehalfOfName)})`}
          </Typography>
          {/* The end of a request and a cancellation keep the status: only a change is told. */}
          {event.toStatus && event.toStatus !== event.fromStatus && (
            <Typography variant="body2">{m.status(event.fromStatus, event.toStatus)}</Typography>
          )}
          {event.outcome && <Typography variant="body2">{m.outcome(outcomeLabel(event.outcome))}</Typography>}
          {event.note && (
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1, mt: 0.5 }}
            >
              {event.note}
            </Typography>
          )}
          {event.changes.length > 0 && (
            <Box sx={{ mt: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {m.changes}
              </Typography>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {event.changes.map((change) => (
                  <Typography component="li" variant="body2" key={change.field}>
                    {m.change(change.field, change.before || m.blank, change.after || m.blank)}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
