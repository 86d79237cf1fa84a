import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The link under the text, usually back home. */
  action?: { label: string; to: string };
}

/** A centred icon, title, text and link: the body of the 403, 404 and placeholder pages. */
export function StatusMessage({ icon, title, text, action }: StatusMessageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }}>{icon}</Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
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
