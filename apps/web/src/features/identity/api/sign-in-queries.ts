// Signing in and out (SPEC §2 auth routes, §4 session) through the declared `accountApi` endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, captchaRequiredData, type LoginBody, type Profile } from '@darvazeh/shared';
import { ApiHttpError, call } from '../../../lib/api-client';
import { startSession } from '../session';
import { accountKeys } from '../types';

/** `POST account/get-captcha`: a fresh captcha image and its id (`enabled` false when CAPTCHA=off). */
async function getCaptcha() {
  return (await call(accountApi.getCaptcha, {}, { quiet: true })).data;
}

/** The captcha of the form on screen (none fetched while `isEnabled` is false); an answer is single-use, so it is never reused from cache. */
export function useCaptcha(isEnabled = true) {
  return useQuery({
    queryKey: accountKeys.captcha,
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    enabled: isEnabled,
  });
}

/** Signs in (the server sets the session cookie); on success the profile becomes the session's and a full countdown starts. */
export function useLogin() {
  return useSigningIn(
    async (body: LoginBody) => (await call(accountApi.login, { body }, { lock: true })).data,
  );
}

/**
 * A call the server answers by signing the caller in (sign-in, its second step, registration): the
 * profile it answers becomes the session's, and a full countdown starts.
 */
export function useSigningIn<V>(mutationFn: (variables: V) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (profile) => startSession(queryClient, profile) });
}

/** Whether a refused sign-in says the next attempt must carry a solved captcha (the sign-in limits). */
export function isCaptchaRequested(error: unknown): boolean {
  if (!(error instanceof ApiHttpError) || error.data === null || typeof error.data !== 'object') return false;
  return captchaRequiredData.safeParse((error.data as { data?: unknown }).data).success;
}

/** Finishes a pending sign-in with a TOTP or recovery code; the server renews the session, so the countdown starts over. */
export function useVerifyTwoFactor() {
  return useSigningIn(
    async (code: string) =>
      (await call(accountApi.verifyTwoFactor, { body: { code } }, { lock: true, quiet: true })).data,
  );
}

/**
 * Ends the session on the server; `everywhere` also ends the user's other sessions and the central
 * identity provider's. Silent: whatever the answer, the caller signs the user out. Answers where to go
 * next when a central sign-out is due.
 */
export async function logout(everywhere: boolean): Promise<{ redirectUrl: string | null }> {
  const flag = everywhere ? 'true' : 'false';
  const { data } = await call(accountApi.logout, { params: { flag } }, { silent: true });
  return { redirectUrl: data?.redirectUrl ?? null };
}
