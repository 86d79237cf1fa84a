import { useSearchParams } from 'react-router';
import { OidcConsent } from '../../features/sso/components/oidc-consent';
import { oidcConsentMessages, routeNames } from '../../lib/messages';
import { AuthPageTitle } from './auth-page-title';

/** `/sso-consent?interaction=…`: a connected system asks the signed-in user for consent. */
export default function SsoConsentPage() {
  const [search] = useSearchParams();
  const uid = search.get('interaction') ?? '';
  return (
    <>
      <AuthPageTitle>{routeNames.ssoConsent}</AuthPageTitle>
      {/^[\w-]{10,64}$/.test(uid) ? <OidcConsent uid={uid} /> : <p>{oidcConsentMessages.missing}</p>}
    </>
  );
}
