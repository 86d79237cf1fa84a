import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { commonMessages, oidcConsentMessages, ssoContinueMessages as text } from '../../../lib/messages';
import { useContinueAnswer, useContinueDetails, type ContinueSource } from '../api/continue-queries';

/** Where signing in with another account goes: the sign-in page, the system's sign-in still waiting. */
const anotherAccountPath = (source: ContinueSource) =>
  source.protocol === 'oidc' ? `/login?interaction=${encodeURIComponent(source.uid)}` : '/login?saml=again';

/**
 * Silent single sign-on is off and a connected system asks to sign the user in: it says which system,
 * and the user goes on with the account they are signed in with (`accountName`), signs in with another,
 * or cancels.
 */
export function SsoContinue({ source, accountName }: { source: ContinueSource; accountName: string }) {
  const details = useContinueDetails(source);
  const answer = useContinueAnswer(source);
  if (details.isError) return <Typography role="alert">{oidcConsentMessages.missing}</Typography>;
  if (!details.data) return null;
  // Once answered the browser is leaving: no second answer.
  const busy = answer.isPending || answer.isSuccess;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{text.asks(details.data.systemName)}</Typography>
      <Button variant="contained" disabled={busy} onClick={() => answer.mutate(true)}>
        {text.continueAs(accountName)}
      </Button>
      <Button variant="outlined" component={RouterLink} to={anotherAccountPath(source)}>
        {text.another}
      </Button>
      <Button variant="text" disabled={busy} onClick={() => answer.mutate(false)}>
        {commonMessages.cancel}
      </Button>
    </Box>
  );
}
