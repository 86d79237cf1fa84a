import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from './get-user-info';

/** `POST account/two-factor/enable`: confirms enrolment with a code; answers ten single-use recovery codes. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const { data } = await api.post<{ recoveryCodes: string[] }>(
    'account/two-factor/enable',
    { code },
    { lockKey: 'account/two-factor/enable' },
  );
  return data.recoveryCodes;
}

/** Turns two-factor sign-in on. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
  });
}
