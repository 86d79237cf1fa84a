import { useCallback, useEffect } from 'react';
import { MuiFrame } from '../../../components/mui-frame';
import { useIsLoggedIn, setLogoutHandler } from '../../../lib/session-store';
import { showToast } from '../../../lib/toast-store';
import { useSessionTimers } from '../hooks/use-session-timers';
import { useSignOut } from '../hooks/use-sign-out';
import { SamlAutoSubmit } from './saml-auto-submit';
import { noticeMessages } from '../../../lib/messages';

/**
 * The signed-in session's background work, mounted inside the router while a user is signed in (loaded
 * then): the session and idle timers, the sign-out the API client runs on an expired session (302), and
 * the SAML form.
 */
export default function IdentitySession() {
  const isLoggedIn = useIsLoggedIn();
  const signOut = useSignOut();

  // The page the user was on is remembered, so signing in again brings them back.
  const handleExpire = useCallback(() => {
    showToast({ color: 'warning', text: noticeMessages.errors.sessionExpired });
    void signOut({ rememberPage: true });
  }, [signOut]);

  useSessionTimers(isLoggedIn, handleExpire);

  useEffect(() => setLogoutHandler(() => void signOut({ rememberPage: true })), [signOut]);

  return (
    <MuiFrame>
      <SamlAutoSubmit />
    </MuiFrame>
  );
}
