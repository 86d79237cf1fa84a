import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MuiFrame } from './mui-frame';
import { commonMessages } from '../lib/messages';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The link under the text, usually back home. */
  action?: { label: string; to: string };
  /** The title's heading level: h1 on a status page, h2 inside a page that has its own. */
  headingLevel?: 'h1' | 'h2';
}

/** A centred icon, title, text and link: the body of the status pages and of a missing item's page. */
export function StatusMessage({ icon, title, text, action, headingLevel = 'h1' }: StatusMessageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }}>{icon}</Box>
      <Typography component={headingLevel} variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant="contained">
          {action.label}
        </Button>
      )}
    </Box>
  );
}

interface StatusPageProps {
  icon: ReactNode;
  message: { title: string; text: string };
  /** Inside the panel (an outlined card) instead of the public frame (which brings MUI's own). */
  inPanel?: boolean;
}

/** A page that is only a status message and the way back home: the 403, 404 and placeholder pages. */
export function StatusPage({ icon, message, inPanel = false }: StatusPageProps) {
  const body = (
    <StatusMessage
      icon={icon}
      title={message.title}
      text={message.text}
      action={{ label: commonMessages.backHome, to: '/' }}
    />
  );
  return inPanel ? <Paper variant="outlined">{body}</Paper> : <MuiFrame>{body}</MuiFrame>;
}
