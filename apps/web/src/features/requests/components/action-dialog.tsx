import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from '../../../lib/messages';

/**
 * An open dialog for one action on a task: its fields, the first problem the shared schema found (in
 * role=alert), and cancel beside a submit named after the action.
 */
export function ActionDialog<B extends object>({
  text: { title, submit: submitLabel },
  action: { error, submit },
  check,
  isPending,
  canSubmit = true,
  onClose,
  children,
}: {
  /** The action's title, and its submit button's words. */
  text: { title: string; submit: string };
  /** The dialog's `useActionState`: the refusal shown, and where a checked body goes. */
  action: { error: string | null; submit: (checked: B | Refusal) => void };
  /** On submit: the body the fields make, or why it cannot be sent. */
  check: () => B | Refusal;
  isPending: boolean;
  canSubmit?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) submit(check());
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{commonMessages.cancel}</Button>
          <Button type="submit" variant="contained" loading={isPending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Why an action is not sent: the Persian sentence shown in the dialog. */
export type Refusal = { refusal: string | null };

/** A zod check's data, or the first message of its failure as a Refusal. */
export function bodyOrRefusal<B>(
  result: { success: true; data: B } | { success: false; error: { issues: { message: string }[] } },
): B | Refusal {
  return result.success ? result.data : { refusal: result.error.issues[0]?.message ?? null };
}

/**
 * What every task action's dialog holds: its note, and the refusal shown. `submit` sends the body it is
 * given to `onSubmit`, or shows the refusal it is given instead.
 */
export function useActionState<B extends object>(onSubmit: (body: B) => void) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (checked: B | Refusal) => {
    if ('refusal' in checked) return setError(checked.refusal);
    setError(null);
    onSubmit(checked);
  };
  return { note, setNote, error, submit };
}
