import { useCallback } from 'react';
import { noticeMessages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';
import { useSignOut } from './use-sign-out';

/**
 * Ends a session that ran out or was ended elsewhere (the timers, a 302, the live hub): says so, then
 * signs out (SPEC §8), remembering the page so signing in again brings the user back.
 */
export function useExpireSession(): () => void {
  const signOut = useSignOut();
  return useCallback(() => {
    showToast({ color: 'warning', text: noticeMessages.errors.sessionExpired });
    void signOut({ rememberPage: true });
  }, [signOut]);
}
