import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from '../lib/messages';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Shows the confirm button as busy while the action runs. */
  isPending?: boolean;
  /** The confirm button's text; تأیید unless the action has a clearer name. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; the confirm button is the dangerous one. */
export function ConfirmDialog({
  open,
  title,
  text,
  isPending,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonMessages.cancel}</Button>
        <Button variant="contained" color="error" loading={isPending} onClick={onConfirm}>
          {confirmLabel ?? commonMessages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
