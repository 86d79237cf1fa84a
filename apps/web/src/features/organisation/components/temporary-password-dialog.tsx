import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { messages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';

interface TemporaryPasswordDialogProps {
  /** The password to show; null keeps the dialog closed. It exists only here, so closing forgets it. */
  password: string | null;
  onClose: () => void;
}

/** Shows a temporary password once, with a copy button; only the button closes it. */
export function TemporaryPasswordDialog({ password, onClose }: TemporaryPasswordDialogProps) {
  const text = messages.users;
  const handleCopy = async () => {
    if (password === null) return;
    await navigator.clipboard.writeText(password);
    showToast({ color: 'info', text: text.copied });
  };
  return (
    <Dialog open={password !== null} maxWidth="xs" fullWidth aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{text.temporaryTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{text.temporaryText}</DialogContentText>
        <Box
          dir="ltr"
          data-testid="temporary-password"
          sx={{
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '1.1rem',
            textAlign: 'center',
            userSelect: 'all',
          }}
        >
          {password}
        </Box>
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => void handleCopy()}
          sx={{ justifySelf: 'start' }}
        >
          {text.copy}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {text.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
