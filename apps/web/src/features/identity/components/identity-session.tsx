import { useEffect } from 'react';
import { MuiFrame } from '../../../components/mui-frame';
import { useIsLoggedIn, setLogoutHandler } from '../../../lib/session-store';
import { useExpireSession } from '../hooks/use-expire-session';
import { useSessionTimers } from '../hooks/use-session-timers';
import { useSignOut } from '../hooks/use-sign-out';
import { SamlAutoSubmit } from './saml-auto-submit';

/**
 * The signed-in session's background work, mounted inside the router while a user is signed in (loaded
 * then): the session and idle timers, the sign-out the API client runs on an expired session (302), and
 * the SAML form.
 */
export default function IdentitySession() {
  const isLoggedIn = useIsLoggedIn();
  const signOut = useSignOut();
  const expire = useExpireSession();

  useSessionTimers(isLoggedIn, expire);

  useEffect(() => setLogoutHandler(() => void signOut({ rememberPage: true })), [signOut]);

  return (
    <MuiFrame>
      <SamlAutoSubmit />
    </MuiFrame>
  );
}
