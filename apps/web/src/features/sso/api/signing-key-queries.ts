// The signing keys of single sign-on through the declared `ssoKeysApi` endpoints (Admins).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoKeysApi, type SigningKeyProtocol } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { ssoKeys } from '../types';

// Under the settings' key: saving ssoSetting changes the grace a rotation gives, so it reloads too.
const key = [...ssoKeys.setting, 'keys'] as const;

/** The keys in force of both providers and the grace a rotation now gives. */
export function useSigningKeys() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await call(ssoKeysApi.list)).data,
  });
}

/** Makes a new key of `protocol` the signing one; the answer is the new status. */
export function useRotateSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (protocol: SigningKeyProtocol) =>
      (await call(ssoKeysApi.rotate, { body: { protocol } }, { lock: true })).data,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

/**
 * Takes replaced key `id` of `protocol` out of force now; the answer is the new status. A refusal (the key
 * went meanwhile, another Admin withdrew it) reloads the list, so the page shows what is in force.
 */
export function useWithdrawSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { protocol: SigningKeyProtocol; id: number }) =>
      (await call(ssoKeysApi.withdraw, { body }, { lock: true })).data,
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
