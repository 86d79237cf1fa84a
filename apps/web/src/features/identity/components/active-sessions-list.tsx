import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { SessionList } from '../../../components/session-list';
import { useActiveSessions, useEndSession } from '../api/account-queries';
import { commonMessages } from '../../../lib/messages';

/** The user's sessions: device, IP and times; this device is marked, any other can be ended. */
export function ActiveSessionsList() {
  const { data: sessions, isFetching } = useActiveSessions();
  const endSession = useEndSession();

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={commonMessages.loading} />}</Box>
      <SessionList
        sessions={sessions}
        endingId={endSession.isPending ? endSession.variables : undefined}
        onEnd={(id) => endSession.mutate(id)}
      />
    </Box>
  );
}
