import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';

/** Query key of the current captcha; each form mounts its own and refetches after a failure. */
export const captchaQueryKey = ['account', 'captcha'] as const;

/** `POST account/get-captcha`: a fresh captcha image and its id (`enabled` false when CAPTCHA=off). */
export async function getCaptcha(): Promise<CaptchaResponse> {
  const { data } = await api.post<CaptchaResponse>('account/get-captcha', {}, { quiet: true });
  return data;
}

/** The captcha of the form on screen (none fetched while `isEnabled` is false); an answer is single-use, so it is never reused from cache. */
export function useCaptcha(isEnabled = true) {
  return useQuery({
    queryKey: captchaQueryKey,
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    enabled: isEnabled,
  });
}
