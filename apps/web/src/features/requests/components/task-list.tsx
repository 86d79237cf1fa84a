import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TaskItem } from '@darvazeh/shared';
import { PagedCards } from '../../../components/paged-cards';
import { PagedTable, type PageOf } from '../../../components/paged-table';
import type { TableColumn } from '../../../components/table-columns';
import { DueDay, priorityText, TaskLink, TaskStateChip, unitRoleText } from './task-cells';
import { inboxMessages as m } from '../../../lib/messages';

const col = m.columns;

const columns: TableColumn<TaskItem>[] = [
  { key: 'code', header: col.trackingCode, render: (t) => <TaskLink task={t} /> },
  { key: 'service', header: col.service, render: (t) => t.serviceFname },
  { key: 'applicant', header: col.applicant, render: (t) => t.applicantName },
  { key: 'step', header: col.step, render: (t) => t.stepName },
  { key: 'unit', header: col.unitRole, render: unitRoleText },
  { key: 'state', header: col.state, render: (t) => <TaskStateChip task={t} /> },
  { key: 'due', header: col.dueOn, render: (t) => <DueDay task={t} /> },
  { key: 'priority', header: col.priority, render: (t) => priorityText(t.priority) },
];

function TaskCard({ task }: { task: TaskItem }) {
  const line = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ textAlign: 'end' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <TaskLink task={task} />
          <TaskStateChip task={task} />
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{task.serviceFname}</Typography>
        {line(col.applicant, task.applicantName)}
        {line(col.step, task.stepName)}
        {line(col.unitRole, unitRoleText(task))}
        {line(col.dueOn, <DueDay task={task} />)}
        {line(col.priority, priorityText(task.priority))}
      </CardContent>
    </Card>
  );
}

/** The inbox's tasks: a table on wide screens, cards on a phone; the pager under both. */
export function TaskList(props: PageOf<TaskItem>) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const texts = { emptyText: m.emptyTasks, label: m.taskTable, pagerLabel: m.pages };
  return isPhone ? (
    <PagedCards {...props} {...texts} renderCard={(task) => <TaskCard task={task} />} />
  ) : (
    <PagedTable {...props} {...texts} columns={columns} />
  );
}
