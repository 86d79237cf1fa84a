import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import type { ActiveSession } from '@darvazeh/shared';
import { messages } from '../../../lib/messages';
import { useActiveSessions, useEndSession } from '../api/active-sessions';
import { deviceName } from '../device-name';
import { JalaliTime } from '../../../components/jalali-time';

function SessionDetails({ session }: { session: ActiveSession }) {
  const text = messages.activeSessions;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <span>
        {text.ip}: <bdi>{session.ip ?? text.unknown}</bdi>
      </span>
      <span>
        {text.createdAt}: <JalaliTime value={session.createdAt} />
      </span>
      <span>
        {text.lastSeenAt}: <JalaliTime value={session.lastSeenAt} />
      </span>
    </Box>
  );
}

/** The user's sessions: device, IP and times; this device is marked, any other can be ended. */
export function ActiveSessionsList() {
  const { data: sessions, isFetching } = useActiveSessions();
  const endSession = useEndSession();
  const text = messages.activeSessions;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <List>
        {sessions?.map((session) => (
          <ListItem
            key={session.id}
            divider
            secondaryAction={
              session.current ? (
                <Chip color="primary" size="small" label={text.current} />
              ) : (
                <Button
                  color="error"
                  size="small"
                  loading={endSession.isPending && endSession.variables === session.id}
                  onClick={() => endSession.mutate(session.id)}
                >
                  {text.end}
                </Button>
              )
            }
            // Room for the action, written left-to-right: the RTL style plugin mirrors it.
            sx={{ pr: 14 }}
          >
            <ListItemIcon>
              <DevicesOutlined color={session.current ? 'primary' : 'inherit'} />
            </ListItemIcon>
            <ListItemText
              primary={
                session.device ? <bdi title={session.device}>{deviceName(session.device)}</bdi> : text.unknown
              }
              secondary={<SessionDetails session={session} />}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
