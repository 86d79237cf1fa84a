import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { startSession } from '../session';

/** `POST account/verify-2fa`: finishes a pending sign-in with a TOTP or recovery code. */
export async function verifyTwoFactor(code: string): Promise<Profile> {
  const { data } = await api.post<Profile>(
    'account/verify-2fa',
    { code },
    { lockKey: 'account/verify-2fa', quiet: true },
  );
  return data;
}

/** Verifies the second factor; the server renews the session, so the countdown starts over. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (profile) => startSession(queryClient, profile),
  });
}
