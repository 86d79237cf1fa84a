import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ssoOidcApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { oidcConsentMessages as text, ssoScopeNames } from '../../../lib/messages';

/**
 * A connected system that asks for consent: its name and what it wants to see, and the user's answer;
 * the browser then goes back to the provider, which returns to the system.
 */
export function OidcConsent({ uid }: { uid: string }) {
  const details = useQuery({
    queryKey: ['sso', 'consent', uid],
    queryFn: async () => (await call(ssoOidcApi.consentDetails, { params: { uid } }, { quiet: true })).data,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: async (approve: boolean) =>
      (await call(ssoOidcApi.consent, { params: { uid }, body: { approve } }, { lock: true })).data,
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
  if (details.isError) return <Typography role="alert">{text.missing}</Typography>;
  if (!details.data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{text.asks(details.data.systemName)}</Typography>
      <List dense>
        {/* Persian words only: the server asks for no scope this map lacks. */}
        {details.data.scopes
          .filter((scope) => Object.hasOwn(ssoScopeNames, scope))
          .map((scope) => (
            <ListItem key={scope}>{ssoScopeNames[scope]}</ListItem>
          ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
          {text.allow}
        </Button>
        <Button variant="outlined" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
          {text.deny}
        </Button>
      </Box>
    </Box>
  );
}
