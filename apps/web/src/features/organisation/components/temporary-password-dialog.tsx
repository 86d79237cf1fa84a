import Box from '@mui/material/Box';
import { secretSx, ShownOnceDialog } from '../../../components/shown-once-dialog';
import { organisationMessages } from '../../../lib/messages';

interface TemporaryPasswordDialogProps {
  /** The password to show; null keeps the dialog closed. It exists only here, so closing forgets it. */
  password: string | null;
  onClose: () => void;
}

/** Shows a temporary password once, with a copy button; only the button closes it. */
export function TemporaryPasswordDialog({ password, onClose }: TemporaryPasswordDialogProps) {
  const text = organisationMessages.users;
  return (
    <ShownOnceDialog
      open={password !== null}
      title={text.temporaryTitle}
      intro={text.temporaryText}
      copy={{ value: password ?? '', label: text.copy, done: text.copied }}
      doneLabel={text.done}
      maxWidth="xs"
      onClose={onClose}
    >
      <Box
        dir="ltr"
        data-testid="temporary-password"
        sx={{ ...secretSx, fontSize: '1.1rem', userSelect: 'all' }}
      >
        {password}
      </Box>
    </ShownOnceDialog>
  );
}
