import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Link as RouterLink } from 'react-router';
import { REQUEST_MESSAGES } from '@darvazeh/shared';
import { applicantMessages, commonMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';

const text = applicantMessages.sign;

interface SignDialogProps {
  open: boolean;
  /** Whether the caller has a signature in their profile; without one they are sent to register it. */
  hasSignature: boolean;
  isPending: boolean;
  /** The confirm button's text (the action being signed). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The signature a service asks for (SPEC §5, §6): the applicant confirms signing with the signature in
 * their profile; without one, the glossary's message and a link to the profile, and nothing to confirm.
 */
export function SignDialog({
  open,
  hasSignature,
  isPending,
  confirmLabel,
  onConfirm,
  onClose,
}: SignDialogProps) {
  const titleId = useId();
  const [agreed, setAgreed] = useState(false);
  const close = () => {
    setAgreed(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {hasSignature ? (
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={text.confirm}
          />
        ) : (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button component={RouterLink} to={pathTo('profile')} size="small">
                {text.toProfile}
              </Button>
            }
            sx={{ flexWrap: 'wrap' }}
          >
            {REQUEST_MESSAGES.noSignature}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{commonMessages.cancel}</Button>
        <Button
          variant="contained"
          disabled={!hasSignature || !agreed}
          loading={isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
