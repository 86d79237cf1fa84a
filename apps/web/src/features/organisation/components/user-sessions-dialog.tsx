import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { SessionList } from '../../../components/session-list';
import { useEndUserSession, useUserSessions } from '../api/user-sessions';
import type { AdminUser } from '../types';
import { commonMessages, organisationMessages } from '../../../lib/messages';

interface UserSessionsDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** An Admin sees a user's live sessions and ends any of them. */
export function UserSessionsDialog({ user, onClose }: UserSessionsDialogProps) {
  const { data: sessions, isFetching } = useUserSessions(user.id);
  const end = useEndUserSession(user.id);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-sessions-title">
      <DialogTitle id="user-sessions-title">{organisationMessages.sessionsTitle(name)}</DialogTitle>
      <DialogContent>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={commonMessages.loading} />}</Box>
        <SessionList
          sessions={sessions}
          endingId={end.isPending ? end.variables : undefined}
          onEnd={(id) => end.mutate(id)}
          emptyText={organisationMessages.noSessions}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
