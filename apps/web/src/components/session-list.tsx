import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import type { ActiveSession } from '@darvazeh/shared';
import { deviceName } from '../lib/device-name';
import { JalaliTime } from './jalali-time';
import { commonMessages, identityMessages } from '../lib/messages';

function SessionDetails({ session }: { session: ActiveSession }) {
  const text = identityMessages.activeSessions;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <span>
        {commonMessages.ip}: <bdi>{session.ip ?? commonMessages.unknown}</bdi>
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

interface SessionListProps {
  sessions: readonly ActiveSession[] | undefined;
  /** The session being ended, shown busy. */
  endingId?: string | undefined;
  onEnd: (id: string) => void;
  /** Shown when the list is loaded and empty. */
  emptyText?: string;
}

/** Sessions with device, IP and times; the current one is marked, any other has an end button. */
export function SessionList({ sessions, endingId, onEnd, emptyText }: SessionListProps) {
  const text = identityMessages.activeSessions;
  if (sessions?.length === 0 && emptyText) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
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
                loading={endingId === session.id}
                onClick={() => onEnd(session.id)}
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
              session.device ? (
                <bdi title={session.device}>{deviceName(session.device)}</bdi>
              ) : (
                commonMessages.unknown
              )
            }
            secondary={<SessionDetails session={session} />}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
