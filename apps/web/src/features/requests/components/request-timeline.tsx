import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REQUEST_EVENT_LABELS, type RequestEventItem, requestStatusLabel } from '@darvazeh/shared';
import { applicantMessages } from '../../../lib/messages';
import { jalaliDateTime } from '../applicant-format';

const text = applicantMessages.detail;
const labels: Readonly<Record<string, string>> = REQUEST_EVENT_LABELS;

/** An event's Persian name: its kind's label, else the step or status it reached (never the raw kind). */
function eventName(event: RequestEventItem): string {
  return labels[event.kind] ?? event.stepName ?? (event.toStatus && requestStatusLabel(event.toStatus)) ?? '';
}

/** A request's history as the applicant may see it, oldest first: who did what, when, and what changed. */
export function RequestTimeline({ events }: { events: readonly RequestEventItem[] }) {
  if (events.length === 0) return <Typography color="text.secondary">{text.noEvents}</Typography>;
  return (
    <Box component="ol" aria-label={text.timeline} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.id}
          data-testid="timeline-event"
          sx={{
            position: 'relative',
            pl: 3,
            pb: 2,
            borderLeft: 2,
            borderColor: 'divider',
            '&:last-of-type': { borderColor: 'transparent' },
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -7,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700 }}>{eventName(event)}</Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {jalaliDateTime(event.at)}
            </Typography>
          </Box>
          {(event.actorName || event.stepName) && (
            <Typography variant="body2" color="text.secondary">
              {[
                event.actorName,
                event.onBehalfOfName && text.onBehalfOf(event.onBehalfOfName),
                event.stepName,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          {event.fromStatus && event.toStatus && event.fromStatus !== event.toStatus && (
            <Typography variant="body2">
              {text.statusChange(requestStatusLabel(event.fromStatus), requestStatusLabel(event.toStatus))}
            </Typography>
          )}
          {event.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {event.note}
            </Typography>
          )}
          {event.changes.length > 0 && (
            <Box sx={{ mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {text.changes}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {event.changes.map((change) => (
                  <Typography component="li" variant="body2" key={change.field}>
                    {text.change(change.field, change.before || text.empty, change.after || text.empty)}
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
