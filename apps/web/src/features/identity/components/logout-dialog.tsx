import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { LOGOUT_DIALOG_MAX_WIDTH } from '@darvazeh/shared';
import { useProfile } from '../api/get-profile';
import { useSignOut } from '../hooks/use-sign-out';
import { commonMessages, identityMessages, noticeMessages, routeNames } from '../../../lib/messages';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §4 logout: asks 'آیا از خروج مطمئن هستید؟', offers to sign out of the central identity
 * provider too when the profile names a related SSO logout, and shows a spinner while signing out.
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const hasCentralLogout = Boolean(useProfile()?.relatedSsoLogout);
  const signOut = useSignOut();
  const [isCentral, setIsCentral] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const text = identityMessages.logout;

  const handleConfirm = async () => {
    setIsPending(true);
    try {
      await signOut({ everywhere: hasCentralLogout && isCentral });
    } finally {
      setIsPending(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="logout-dialog-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: LOGOUT_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id="logout-dialog-title" sx={{ fontSize: '1.05rem' }}>
        {noticeMessages.errors.logoutConfirm}
      </DialogTitle>
      {(isPending || hasCentralLogout) && (
        <DialogContent>
          {isPending ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{text.pending}</Typography>
            </Box>
          ) : (
            <FormControlLabel
              control={
                <Checkbox checked={isCentral} onChange={(event) => setIsCentral(event.target.checked)} />
              }
              label={noticeMessages.errors.logoutCentral}
            />
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {commonMessages.cancel}
        </Button>
        <Button variant="contained" color="error" loading={isPending} onClick={() => void handleConfirm()}>
          {routeNames.logout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
