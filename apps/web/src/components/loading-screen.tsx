import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { messages } from '../lib/messages';

/** A centred spinner filling the screen: the loading layout and the first-load fallback. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-label={messages.loading}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size={48} />
    </Box>
  );
}
