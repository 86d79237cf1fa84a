import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { showToast } from '../lib/toast-store';

/** How a secret shown once looks: set apart, monospaced and centred. */
export const secretSx = {
  p: 2,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontFamily: 'monospace',
  textAlign: 'center',
} as const;

interface ShownOnceDialogProps {
  open: boolean;
  title: string;
  intro: string;
  /** What the copy button puts on the clipboard, and the button's texts. */
  copy: { value: string; label: string; done: string };
  /** The closing button's text: the user says they kept the secret. */
  doneLabel: string;
  maxWidth: DialogProps['maxWidth'];
  /** Buttons beside the copy button (a download, say). */
  actions?: ReactNode;
  /** The secret itself, as the dialog shows it. */
  children: ReactNode;
  onClose: () => void;
}

/**
 * Shows a secret the server gives only once (a temporary password, recovery codes) with a copy button;
 * only the closing button closes it, so it is not lost to a stray click.
 */
export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const { open, title, intro, copy, doneLabel, maxWidth, actions, children, onClose } = props;
  const titleId = useId();
  const handleCopy = async () => {
    await navigator.clipboard.writeText(copy.value);
    showToast({ color: 'info', text: copy.done });
  };
  return (
    <Dialog open={open} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{intro}</DialogContentText>
        {children}
        <DialogActions sx={{ justifyContent: 'flex-start', flexWrap: 'wrap', p: 0 }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void handleCopy()}>
            {copy.label}
          </Button>
          {actions}
        </DialogActions>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
