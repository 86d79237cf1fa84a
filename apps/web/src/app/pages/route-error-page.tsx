import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '../../lib/messages';

/** What the router shows when a page fails to load or render, e.g. a chunk missing after a deployment. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);

  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 72 }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {messages.routeError.title}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {messages.routeError.reload}
        </Button>
      </Box>
    </Box>
  );
}
