import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from './get-user-info';

/** `POST account/two-factor/disable`: turns two-factor sign-in off; the password confirms it. */
export async function disableTwoFactor(password: string): Promise<void> {
  await api.post<unknown>(
    'account/two-factor/disable',
    { password },
    { lockKey: 'account/two-factor/disable' },
  );
}

/** Turns two-factor sign-in off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
  });
}
