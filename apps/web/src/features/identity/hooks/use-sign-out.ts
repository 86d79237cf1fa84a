import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentPath, saveLastPage } from '../../../lib/last-page';
import { pathTo } from '../../../lib/paths';
import { logout } from '../api/sign-in-queries';
import { clearSession } from '../session';

/** How to sign out. */
export interface SignOutOptions {
  /** Also end the other sessions and the central identity provider's (the dialog's checkbox). */
  everywhere?: boolean;
  /** Remember the current page so the next sign-in returns to it (a session that ran out). */
  rememberPage?: boolean;
}

// Only a web address may be followed: the server's URL must never run script in our origin.
function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

// One sign-out at a time in this page. Signing out ends the session on the server, which tells the live
// hub, whose 'session-ended' can arrive before the logout answers: that second sign-out would remember
// the page being left and send the next sign-in back to it instead of the panel.
let signOutUnderway = false;

/** Whether this page is signing out now. */
export function isSigningOut(): boolean {
  return signOutUnderway;
}

/**
 * Signs the user out: tells the server, then forgets the session and goes to /login, or to the
 * central identity provider's sign-out page when the server names one. A failed call still signs
 * out (SPEC §8). A call while a sign-out is already under way does nothing.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ everywhere = false, rememberPage = false }: SignOutOptions = {}) => {
      if (signOutUnderway) return;
      signOutUnderway = true;
      try {
        if (rememberPage) saveLastPage(currentPath());
        let redirectUrl: string | null = null;
        try {
          ({ redirectUrl } = await logout(everywhere));
        } catch {
          // Signed out locally all the same.
        }
        clearSession(queryClient);
        if (redirectUrl && isWebUrl(redirectUrl)) window.location.assign(redirectUrl);
        else await navigate(pathTo('login'), { replace: true });
      } finally {
        signOutUnderway = false;
      }
    },
    [navigate, queryClient],
  );
}
