import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { REQUEST_STATE_LABELS, type TaskDetail, requestStatusLabel } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { useTaskAction, type TaskAction } from '../api/task-queries';
import { CompleteTaskPanel, type FormViewRenderer } from './complete-task-panel';
import { ReassignDialog } from './reassign-dialog';
import { ReferDialog, type UnitPickerRenderer } from './refer-dialog';
import type { SignatureInfo } from './signature-section';
import { RequestHistory } from './request-history';
import { RequestSection } from './request-view';
import { ReturnDialog } from './return-dialog';
import { DueDay, priorityText, TaskStateChip, TrackingCode, unitRoleText } from './task-cells';
import { inboxMessages } from '../../../lib/messages';

const m = inboxMessages;

type Dialog = 'refer' | 'return' | 'reassign' | null;

/** The actions that ask for more in a dialog first, in the order the page offers them, by what allows each. */
const DIALOG_ACTIONS: readonly {
  dialog: Exclude<Dialog, null>;
  allowedBy: keyof TaskDetail['can'];
  icon: ReactNode;
  label: string;
}[] = [
  { dialog: 'refer', allowedBy: 'refer', icon: <ForwardToInboxOutlined />, label: m.actions.refer },
  { dialog: 'return', allowedBy: 'returnTo', icon: <AssignmentReturnOutlined />, label: m.actions.returnTo },
  { dialog: 'reassign', allowedBy: 'reassign', icon: <PersonAddAltOutlined />, label: m.actions.reassign },
];

/**
 * The task page (Camunda Tasklist's task view): what the task is, the actions the caller may take now
 * (by `can`), completing it, the applicant's answers read-only and the request's whole history.
 */
export function TaskView({
  detail,
  renderForm,
  renderUnitPicker,
  signature,
  onDone,
}: {
  detail: TaskDetail;
  /** After the task left the caller's hands (completed, referred, returned, reassigned). */
  onDone: () => void;
  renderForm: FormViewRenderer;
  renderUnitPicker: UnitPickerRenderer;
  signature: SignatureInfo;
}) {
  const { task, request, can } = detail;
  const action = useTaskAction(task.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const revision = request.revision;
  const run = (next: TaskAction) =>
    action.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        if (next.kind !== 'claim' && next.kind !== 'release') onDone();
      },
    });
  const outcomeNames = new Map(request.tasks.flatMap((t) => t.outcomes).map((o) => [o.key, o.label]));
  const anyAction = can.claim || can.release || can.refer || can.returnTo || can.reassign || can.complete;
  const fact = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {task.serviceFname}
          </Typography>
          <Chip size="small" variant="outlined" label={<TrackingCode code={task.trackingCode} />} />
          <TaskStateChip task={task} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {fact(m.columns.applicant, task.applicantName)}
          {fact(m.columns.step, task.stepName)}
          {fact(m.columns.unitRole, unitRoleText(task))}
          {fact(m.columns.dueOn, <DueDay task={task} />)}
          {fact(m.columns.priority, priorityText(task.priority))}
          {fact(
            m.task.requestStatus,
            `${REQUEST_STATE_LABELS[request.state]} — ${requestStatusLabel(request.status)}`,
          )}
          {task.claimedByName &&
            fact(
              m.columns.claimedBy,
              task.onBehalfOfName
                ? `${task.claimedByName} (${m.task.onBehalfOf(task.onBehalfOfName)})`
                : task.claimedByName,
            )}
          {fact(m.columns.createdAt, <JalaliTime value={request.createdAt} />)}
        </Box>
        {task.note && (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
          >
            {task.note}
          </Typography>
        )}
        <Divider />
        <Box role="group" aria-label={m.task.actions} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {can.claim && (
            <Button
              variant="contained"
              startIcon={<PanToolOutlined />}
              loading={action.isPending}
              onClick={() => run({ kind: 'claim', revision })}
            >
              {m.actions.claim}
            </Button>
          )}
          {can.release && (
            <Button
              variant="outlined"
              startIcon={<UndoOutlined />}
              loading={action.isPending}
              onClick={() => run({ kind: 'release', revision })}
            >
              {m.actions.release}
            </Button>
          )}
          {DIALOG_ACTIONS.filter(({ allowedBy }) => can[allowedBy]).map(({ dialog: opens, icon, label }) => (
            <Button key={opens} variant="outlined" startIcon={icon} onClick={() => setDialog(opens)}>
              {label}
            </Button>
          ))}
          {!anyAction && (
            <Typography color="text.secondary">
              {task.kind === 'applicant' ? m.task.applicantTask : m.task.noActions}
            </Typography>
          )}
        </Box>
      </Paper>
      {can.complete && (
        <RequestSection title={detail.taskForm ? m.task.taskForm : m.actions.outcome}>
          <CompleteTaskPanel
            // A new revision (after a refusal and reload) starts the panel over.
            key={revision}
            task={task}
            revision={revision}
            taskForm={detail.taskForm}
            renderForm={renderForm}
            isPending={action.isPending}
            onComplete={(body) => run({ kind: 'complete', body })}
          />
        </RequestSection>
      )}
      <RequestSection title={m.task.answers}>
        {renderForm({ definition: request.form, answers: request.answers, readOnly: true })}
      </RequestSection>
      <RequestSection title={m.task.timeline}>
        <RequestHistory
          events={request.events}
          markStaffOnly
          outcomeLabel={(key) => outcomeNames.get(key) ?? key}
        />
      </RequestSection>
      {dialog === 'refer' && (
        <ReferDialog
          revision={revision}
          signature={signature}
          renderUnitPicker={renderUnitPicker}
          isPending={action.isPending}
          onSubmit={(body) => run({ kind: 'refer', body })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'return' && (
        <ReturnDialog
          revision={revision}
          targets={detail.returnTargets}
          isPending={action.isPending}
          onSubmit={(body) => run({ kind: 'returnTo', body })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reassign' && (
        <ReassignDialog
          revision={revision}
          isPending={action.isPending}
          onSubmit={(body) => run({ kind: 'reassign', body })}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
