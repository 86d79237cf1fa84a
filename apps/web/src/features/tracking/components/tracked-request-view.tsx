import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDate,
  REQUEST_STATE_LABELS,
  requestStatusLabel,
  toPersianDigits,
} from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { StatusChip } from '../../../components/status-chip';
import type { TrackedRequest } from '../api/track-request';
import { commonMessages, trackingMessages as text } from '../../../lib/messages';

/** A found request: its service, status and dates on the Jalali calendar, and its status steps in order. */
export function TrackedRequestView({ request }: { request: TrackedRequest }) {
  const rows: [string, ReactNode][] = [
    [text.code, <bdi key="code">{toPersianDigits(request.trackingCode)}</bdi>],
    [text.service, request.serviceFname],
    [
      commonMessages.status,
      <Box key="status" component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
        {requestStatusLabel(request.status)}
        <StatusChip label={REQUEST_STATE_LABELS[request.state]} />
      </Box>,
    ],
    [text.createdAt, <JalaliTime key="created" value={request.createdAt} />],
  ];
  if (request.expectedOn)
    rows.push([text.expectedOn, toPersianDigits(formatJalaliDate(`${request.expectedOn}T12:00:00Z`))]);
  if (request.endedAt) rows.push([text.endedAt, <JalaliTime key="ended" value={request.endedAt} />]);
  return (
    <Box component="section" aria-labelledby="tracked-request-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="tracked-request-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {text.result}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.steps}
      </Typography>
      {request.steps.length === 0 ? (
        <Typography color="text.secondary">{text.noSteps}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={text.steps}
          sx={{ m: 0, paddingInlineStart: '1.5rem', display: 'grid', gap: 1, listStyleType: 'persian' }}
        >
          {request.steps.map((step, i) => (
            <li key={`${step.at}-${i}`}>
              <Typography component="span">{requestStatusLabel(step.status)}</Typography>
              <Typography component="span" color="text.secondary" sx={{ marginInlineStart: '0.5rem' }}>
                <JalaliTime value={step.at} />
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
