import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { REQUEST_MESSAGES, type CompleteTaskBody, type TaskItem } from '@darvazeh/shared';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { inboxMessages } from '../../../lib/messages';
import { NoteField } from './note-field';

const m = inboxMessages.actions;

/** Props of the form renderer as the requests pages use it (the page passes the lazy renderer in). */
export interface FormViewProps {
  /** A form definition as the server answers it (unchecked). */
  definition: unknown;
  answers: Record<string, unknown>;
  readOnly: boolean;
  onSubmit?: (answers: Record<string, unknown>) => void | Promise<void>;
  submitLabel?: string;
  /** The task the form completes: its server-side functions run for it. */
  taskId?: number;
  /** Called on each change a person makes to an answer. */
  onEdit?: () => void;
}

/** Draws a form with the project's renderer, or says there is none to show. */
export type FormViewRenderer = (props: FormViewProps) => ReactNode;

/**
 * Completing a task (Camunda Tasklist's «Complete»): the task form when the step has one, the outcome
 * (the step's outcomes, else one «انجام شد») and a note. Without a form each outcome is a button that
 * completes at once; with one, the outcome is chosen first and the form's submit completes. Leaving
 * with answers or the note changed asks first (not while the completion is on its way: it leaves).
 */
export function CompleteTaskPanel({
  task,
  revision,
  taskForm,
  renderForm,
  isPending,
  onComplete,
}: {
  task: Pick<TaskItem, 'id' | 'outcomes'>;
  revision: number;
  taskForm: unknown;
  renderForm: FormViewRenderer;
  isPending: boolean;
  onComplete: (body: CompleteTaskBody) => void;
}) {
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const hasForm = taskForm !== null && taskForm !== undefined;
  const outcomes = task.outcomes;
  const complete = (chosen: string | null, answers?: Record<string, unknown>) => {
    if (outcomes.length > 0 && chosen === null) return setError(REQUEST_MESSAGES.outcomeRequired);
    setError(null);
    onComplete({ revision, outcome: chosen, note: note.trim(), ...(answers && { answers }) });
  };
  const noteField = <NoteField label={m.note} helperText={m.noteHint} value={note} onChange={setNote} />;
  const chosenLabel = outcomes.find((o) => o.key === outcome)?.label;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UnsavedChangesGuard when={(edited || note !== '') && !isPending} />
      {hasForm && outcomes.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="outcome-label" variant="subtitle2">
            {m.outcome}
          </Typography>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={outcome}
            onChange={(_event, next: string | null) => setOutcome(next)}
            aria-labelledby="outcome-label"
            sx={{ flexWrap: 'wrap' }}
          >
            {outcomes.map((o) => (
              <ToggleButton key={o.key} value={o.key}>
                {o.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="caption" color="text.secondary">
            {m.outcomeFirst}
          </Typography>
        </Box>
      )}
      {noteField}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {hasForm ? (
        renderForm({
          definition: taskForm,
          answers: {},
          readOnly: false,
          taskId: task.id,
          submitLabel: chosenLabel ? `${m.submitForm} (${chosenLabel})` : m.submitForm,
          onSubmit: (answers) => complete(outcome, answers),
          onEdit: () => setEdited(true),
        })
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={m.outcome}>
          {outcomes.length === 0 ? (
            <Button variant="contained" loading={isPending} onClick={() => complete(null)}>
              {m.done}
            </Button>
          ) : (
            outcomes.map((o) => (
              <Button key={o.key} variant="contained" loading={isPending} onClick={() => complete(o.key)}>
                {o.label}
              </Button>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
