import { useSearchParams } from 'react-router';
import { useProfile } from '../../features/identity/api/get-profile';
import { SsoContinue } from '../../features/sso/components/sso-continue';
import { oidcConsentMessages, routeNames } from '../../lib/messages';
import { AuthPageTitle } from './auth-page-title';

/**
 * `/sso-continue?interaction=…` (OpenID Connect) or `/sso-continue?saml=pending` (the SAML sign-in this
 * browser carries): a connected system asks to sign in the signed-in user, silent single sign-on being off.
 */
export default function SsoContinuePage() {
  const [search] = useSearchParams();
  const profile = useProfile();
  const uid = search.get('interaction') ?? '';
  const isSaml = search.get('saml') !== null;
  const valid = isSaml || /^[\w-]{10,64}$/.test(uid);
  return (
    <>
      <AuthPageTitle>{routeNames.ssoContinue}</AuthPageTitle>
      {valid && profile ? (
        <SsoContinue
          source={isSaml ? { protocol: 'saml' } : { protocol: 'oidc', uid }}
          accountName={profile.fullName}
        />
      ) : (
        <p>{oidcConsentMessages.missing}</p>
      )}
    </>
  );
}
