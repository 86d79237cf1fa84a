// How a task's fields show in the inbox's table and cards and on the task page.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { TASK_STATE_LABELS, toPersianDigits, type TaskItem } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';
import { pathTo } from '../../../lib/paths';
import { JalaliDay } from '../../../components/jalali-time';
import { inboxMessages as m } from '../../../lib/messages';

// No 'info': its blue on white falls short of the 4.5:1 contrast axe asks of a chip's label.
const stateColors = { open: 'default', claimed: 'primary', done: 'success', cancelled: 'default' } as const;

/** A task's state as a small chip. */
export function TaskStateChip({ task }: { task: Pick<TaskItem, 'state'> }) {
  return <StatusChip color={stateColors[task.state]} label={TASK_STATE_LABELS[task.state]} />;
}

/** A tracking code with Persian digits, read left to right inside the right-to-left line. */
export function TrackingCode({ code }: { code: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {toPersianDigits(code)}
    </bdi>
  );
}

/** The tracking code as the link that opens the task page. */
export function TaskLink({ task }: { task: Pick<TaskItem, 'id' | 'trackingCode'> }) {
  return (
    <Link
      component={RouterLink}
      to={pathTo('task', { id: task.id })}
      aria-label={m.openTask(toPersianDigits(task.trackingCode))}
      sx={{ fontWeight: 700 }}
    >
      <TrackingCode code={task.trackingCode} />
    </Link>
  );
}

/** The due day on the Jalali calendar, and a red «دارای تأخیر» when it has passed; a dash without one. */
export function DueDay({ task }: { task: Pick<TaskItem, 'dueOn' | 'overdue'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {task.dueOn ? <JalaliDay value={task.dueOn} /> : '—'}
      {task.overdue && <Chip size="small" color="error" label={m.overdue} data-testid="overdue" />}
    </Box>
  );
}

/** The unit and unit role the task waits in («هر واحد» / «هر نقش» when open to anyone). */
export function unitRoleText(task: Pick<TaskItem, 'unitName' | 'unitRoleName'>): string {
  return `${task.unitName ?? m.anyUnit} / ${task.unitRoleName ?? m.anyRole}`;
}

/** A priority's Persian name. */
export function priorityText(priority: string): string {
  return m.priorities[priority] ?? priority;
}
