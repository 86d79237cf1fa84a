import { requestStatusLabel } from '@darvazeh/shared';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RequestDetail, TaskItem } from '@darvazeh/shared';
import { JalaliDay, JalaliTime } from '../../../components/jalali-time';
import { PagedTable } from '../../../components/paged-table';
import type { TableColumn } from '../../../components/table-columns';
import type { FormViewRenderer } from './complete-task-panel';
import { RequestStateChip } from './request-state-chip';
import { RequestHistory } from './request-history';
import { DueDay, TaskLink, TaskStateChip, TrackingCode, unitRoleText } from './task-cells';
import { inboxMessages as m } from '../../../lib/messages';

const taskColumns: TableColumn<TaskItem>[] = [
  { key: 'code', header: m.columns.trackingCode, render: (t) => <TaskLink task={t} /> },
  { key: 'step', header: m.columns.step, render: (t) => t.stepName },
  { key: 'unit', header: m.columns.unitRole, render: unitRoleText },
  { key: 'state', header: m.columns.state, render: (t) => <TaskStateChip task={t} /> },
  { key: 'claimed', header: m.columns.claimedBy, render: (t) => t.claimedByName ?? '—' },
  { key: 'due', header: m.columns.dueOn, render: (t) => <DueDay task={t} /> },
];

/** A titled panel of the request page. */
export function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 2,
        minWidth: 0,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A request as the Admin reads it: its state, its tasks (each opening the task page), answers, history. */
export function RequestView({ detail, renderForm }: { detail: RequestDetail; renderForm: FormViewRenderer }) {
  const outcomeNames = new Map(detail.tasks.flatMap((t) => t.outcomes).map((o) => [o.key, o.label]));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {detail.serviceFname}
          </Typography>
          <Chip size="small" variant="outlined" label={<TrackingCode code={detail.trackingCode} />} />
          <RequestStateChip state={detail.state} awaitingApplicant={detail.awaitingApplicant} />
        </Box>
        <Typography variant="body2">
          {m.columns.applicant}: {detail.applicantName} — {m.filters.requestState}:{' '}
          {requestStatusLabel(detail.status)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {m.columns.createdAt}: <JalaliTime value={detail.createdAt} />
          {detail.expectedOn && (
            <>
              {' — '}
              {m.columns.expectedOn}: <JalaliDay value={detail.expectedOn} />
            </>
          )}
        </Typography>
      </Paper>
      <RequestSection title={m.request.tasks}>
        <PagedTable
          columns={taskColumns}
          rows={detail.tasks}
          emptyText={m.request.noTasks}
          label={m.request.tasks}
        />
      </RequestSection>
      <RequestSection title={m.task.answers}>
        {renderForm({ definition: detail.form, answers: detail.answers, readOnly: true })}
      </RequestSection>
      <RequestSection title={m.task.timeline}>
        <RequestHistory
          events={detail.events}
          markStaffOnly
          outcomeLabel={(key) => outcomeNames.get(key) ?? key}
        />
      </RequestSection>
    </Box>
  );
}
