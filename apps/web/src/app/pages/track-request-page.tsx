import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TrackForm } from '../../features/tracking/components/track-form';
import { TrackedRequestView } from '../../features/tracking/components/tracked-request-view';
import type { TrackedRequest } from '../../features/tracking/api/track-request';
import { routeNames } from '../../lib/messages';

/** `/track` (anyone, signed in or not): a request's status by its tracking code and the applicant's mobile or username. */
export default function TrackRequestPage() {
  const [found, setFound] = useState<TrackedRequest | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {routeNames.trackRequest}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <TrackForm onFound={setFound} />
      </Paper>
      {found && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <TrackedRequestView request={found} />
        </Paper>
      )}
    </Box>
  );
}
