import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { accountApi, type Profile } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import { setLoggedIn } from '../../../lib/session-store';
import { accountKeys } from '../types';

/** Query key of the signed-in user's profile (null while signed out). */
export const profileQueryKey = accountKeys.profile;

/** The readable cookie the server sets beside the session (apps/server plugins/session.ts). */
export const SIGNED_IN_HINT_COOKIE = 'darvazeh_signed_in';

/** Whether this browser holds a session as far as the hint says; only the server decides who is signed in. */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return readCookie(SIGNED_IN_HINT_COOKIE, cookies) !== undefined;
}

/**
 * `GET account/profile`: the signed-in user's profile, or null when no one is signed in. Any failure
 * counts as signed out (SPEC §8: a failed profile load clears the auth state). Without the signed-in
 * hint there is no session to ask about, so a visitor's page makes no request (and logs no 401).
 */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSignedInHint()) {
    setLoggedIn(false);
    return null;
  }
  try {
    const { data } = await call(accountApi.profile, {}, { silent: true });
    setLoggedIn(true);
    return data;
  } catch {
    setLoggedIn(false);
    return null;
  }
}

/** Loaded once, on the first navigation (SPEC §2); sign-in, sign-out and edits replace it. */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getProfile,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The profile from the cache, loading it on the first call. */
export function ensureProfile(queryClient: QueryClient): Promise<Profile | null> {
  return queryClient.ensureQueryData(profileQuery);
}

/** The signed-in user's profile in a component; null while signed out or loading. */
export function useProfile(): Profile | null {
  return useQuery(profileQuery).data ?? null;
}
