import { useMutation, useQueryClient } from '@tanstack/react-query';
import { captchaRequiredData, type LoginBody, type Profile } from '@darvazeh/shared';
import { api, ApiHttpError } from '../../../lib/api-client';
import { startSession } from '../session';

/** `POST account/login`: signs in and answers the profile (the server sets the session cookie). */
export async function login(body: LoginBody): Promise<Profile> {
  const { data } = await api.post<Profile>('account/login', body, { lockKey: 'account/login' });
  return data;
}

/** Signs in; on success the profile becomes the session's and a full countdown starts. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (profile) => startSession(queryClient, profile),
  });
}

/** Whether a refused sign-in says the next attempt must carry a solved captcha (the sign-in limits). */
export function isCaptchaRequested(error: unknown): boolean {
  if (!(error instanceof ApiHttpError) || error.data === null || typeof error.data !== 'object') return false;
  return captchaRequiredData.safeParse((error.data as { data?: unknown }).data).success;
}
