import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { applicantMessages, commonMessages } from '../../../lib/messages';
import { SignatureSection, type SignatureInfo } from './signature-section';

const text = applicantMessages.sign;

interface SignDialogProps {
  open: boolean;
  /** The caller's signature as the profile has it, and the editor to register one. */
  signature: SignatureInfo;
  isPending: boolean;
  /** The confirm button's text (the action being signed). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The signature a service asks for (SPEC §5, §6): the applicant confirms signing with the signature in
 * their profile; without one, they draw it here (the form behind keeps its answers), then confirm.
 */
export function SignDialog({
  open,
  signature,
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
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <SignatureSection
          signature={signature}
          checked={agreed}
          onCheck={setAgreed}
          confirmLabel={text.confirm}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{commonMessages.cancel}</Button>
        <Button
          variant="contained"
          disabled={!signature.hasSignature || !agreed}
          loading={isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
