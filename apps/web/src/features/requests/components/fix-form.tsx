import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormDefinition, RequestDetail, TaskItem } from '@darvazeh/shared';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applicantMessages } from '../../../lib/messages';
import { useCompleteFix } from '../api/applicant-queries';
import { actionFailureText } from '../action-failure';
import { NoteField } from './note-field';

const text = applicantMessages.detail;
type Answers = Record<string, unknown>;

/** What the fix form gives the renderer. */
export interface FixFormRendering {
  definition: FormDefinition;
  initialAnswers: Answers;
  submitLabel?: string;
  onSubmit?: (answers: Answers) => Promise<void>;
  /** The applicant's task the fix completes: the form's server-side functions run for it. */
  functionsSource?: { taskId: number };
  onEdit?: () => void;
}

interface FixFormProps {
  detail: RequestDetail;
  task: TaskItem;
  definition: FormDefinition;
  renderForm: (rendering: FixFormRendering) => ReactNode;
}

/**
 * «اصلاح و ارسال دوباره»: the request's form prefilled with its answers; the form check passes, then the
 * fixed answers and a note complete the applicant's task. A refusal (it changed meanwhile) shows and the
 * page reloads the request. Leaving with answers or the note changed and not sent asks first.
 */
export function FixForm({ detail, task, definition, renderForm }: FixFormProps) {
  const complete = useCompleteFix();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);

  const submit = async (answers: Answers) => {
    setFailure(null);
    try {
      await complete.mutateAsync({
        taskId: task.id,
        body: { revision: detail.revision, answers, note: note.trim() },
      });
    } catch (error) {
      setFailure(actionFailureText(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UnsavedChangesGuard when={(edited || note !== '') && !complete.isSuccess} />
      {task.note && (
        <Alert severity="info" role="status">
          {task.note}
        </Alert>
      )}
      <NoteField label={text.fixNote} value={note} onChange={setNote} />
      {renderForm({
        definition,
        initialAnswers: detail.answers,
        submitLabel: text.fixSubmit,
        onSubmit: submit,
        functionsSource: { taskId: task.id },
        onEdit: () => setEdited(true),
      })}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
