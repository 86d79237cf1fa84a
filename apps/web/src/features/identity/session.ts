// The identity feature's session bookkeeping, shared by its pages, hooks and the app's guards.
import type { QueryClient } from '@tanstack/react-query';
import type { Principal, Profile } from '@darvazeh/shared';
import { takeLastPageFor } from '../../lib/last-page';
import { pathTo } from '../../lib/paths';
import { resetSessionCountdown } from '../../lib/session-timer';
import { setLoggedIn } from '../../lib/session-store';
import { takeSsoInteractionUrl } from '../../lib/sso-interaction';
import { profileQueryKey } from './api/get-profile';

/** Stores the profile (or null) as the session's truth and tells the API client. */
export function applyProfile(queryClient: QueryClient, profile: Profile | null): void {
  queryClient.setQueryData(profileQueryKey, profile);
  setLoggedIn(profile !== null);
}

/** A sign-in (or a finished two-factor step) answered with a profile: a fresh session starts. */
export function startSession(queryClient: QueryClient, profile: Profile): void {
  resetSessionCountdown();
  applyProfile(queryClient, profile);
}

/** Forgets everything the signed-in user loaded, so the next user sees none of it. */
export function clearSession(queryClient: QueryClient): void {
  // The profile is set to null rather than removed, so mounted components see the sign-out.
  applyProfile(queryClient, null);
  resetSessionCountdown();
  queryClient.removeQueries({
    predicate: ({ queryKey }) => !isProfileKey(queryKey) && queryKey[0] !== 'conf',
  });
}

function isProfileKey(key: readonly unknown[]): boolean {
  return key.length === profileQueryKey.length && key.every((part, i) => part === profileQueryKey[i]);
}

/** The profile as permission checks (hasRoles) see it. */
export function profilePrincipal(profile: Profile): Principal {
  return {
    id: profile.id,
    roles: profile.roles.map((role) => ({
      alias: role.alias,
      unitId: role.unit?.id ?? null,
      unitRoleId: role.unitRole?.id ?? null,
    })),
  };
}

/**
 * Where a user goes once the server accepted a sign-in step: the pending step first, else the
 * remembered page (consumed) when the user may open it, else the panel.
 */
export function pathAfterSignIn(profile: Profile): string {
  if (profile.twoFactorAuthIsNotChecked) return pathTo('two-factor');
  if (profile.passwordDeprecated) return pathTo('password-deprecated');
  return takeLastPageFor(profile) ?? pathTo('panel');
}

/**
 * Goes on after an accepted sign-in step: back to a connected system's waiting sign-in (a full page
 * load of /oidc/interaction/…, served by the server) once signed in completely, else where
 * pathAfterSignIn says.
 */
export function continueAfterSignIn(profile: Profile, navigate: (path: string) => void): void {
  const complete = !profile.twoFactorAuthIsNotChecked && !profile.passwordDeprecated;
  const interaction = complete ? takeSsoInteractionUrl() : null;
  if (interaction) window.location.assign(interaction);
  else navigate(pathAfterSignIn(profile));
}
