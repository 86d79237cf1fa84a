import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useClients } from '../../features/sso/api/system-queries';
import { ActiveGrants } from '../../features/sso/components/active-grants';
import { SystemGrid } from '../../features/sso/components/system-grid';
import { commonMessages, routeNames, ssoMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

const text = ssoMessages.clients;

/**
 * `/panel/sso/clients` (any signed-in user): cards of the connected systems, each opening in a new tab,
 * then the user's active grants to them, each revocable.
 */
export default function SsoClientsPage() {
  const { data, isPending } = useClients();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageCard title={routeNames.ssoClients} subtitle={text.subtitle}>
        {isPending && <LinearProgress aria-label={commonMessages.loading} />}
        {data && data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {text.empty}
          </Typography>
        )}
        {data && data.length > 0 && <SystemGrid systems={data} headingLevel="h2" />}
      </PageCard>
      <ActiveGrants />
    </Box>
  );
}
