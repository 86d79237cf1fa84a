import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { enabledSsoProviders, ssoLoginUrl } from '@darvazeh/shared';
import { useGeneralSettings } from '../api/general-settings';
import { settingsMessages as m } from '../../../lib/messages';

/** The login page's single sign-on buttons: enabled entries of ssoProviders, else of the fallback list. */
export function SsoProviderButtons() {
  const { data: settings, isSuccess } = useGeneralSettings();
  if (!isSuccess) return null;
  const providers = enabledSsoProviders(settings.get('ssoProviders'));
  if (providers.length === 0) return null;
  return (
    <Box data-testid="sso-providers" sx={{ display: 'grid', gap: 1, mt: 2 }}>
      <Divider>{m.orSignInWith}</Divider>
      {providers.map((provider) => (
        <Button key={provider.Provider} variant="outlined" href={ssoLoginUrl(provider)} fullWidth>
          {provider.Name}
        </Button>
      ))}
    </Box>
  );
}
