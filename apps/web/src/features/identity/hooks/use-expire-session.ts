import { useCallback } from 'react';
import { noticeMessages } from '../../../lib/messages';
import { isLoggedIn } from '../../../lib/session-store';
import { showToast } from '../../../lib/toast-store';
import { isSigningOut, useSignOut } from './use-sign-out';

/**
 * Ends a session that ran out or was ended elsewhere (the timers, a 302, the live hub): says so, then
 * signs out (SPEC §8), remembering the page so signing in again brings the user back. The end of a
 * session this page is itself signing out of, or has already left, is no news: it does nothing.
 */
export function useExpireSession(): () => void {
  const signOut = useSignOut();
  return useCallback(() => {
    if (isSigningOut() || !isLoggedIn()) return;
    showToast({ color: 'warning', text: noticeMessages.errors.sessionExpired });
    void signOut({ rememberPage: true });
  }, [signOut]);
}
