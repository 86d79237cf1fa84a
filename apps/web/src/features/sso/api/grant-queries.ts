// The signed-in user's own grants to connected systems (`/panel/sso/clients`) through `ssoApi`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { ssoKeys } from '../types';

/** The caller's active grants, last used first. */
export function useGrants() {
  return useQuery({
    queryKey: ssoKeys.grants,
    queryFn: async () => (await call(ssoApi.grants, undefined, { quiet: true })).data.list,
  });
}

/** Takes one of the caller's grants back; the list reloads, whatever the answer (it may be gone already). */
export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(ssoApi.revokeGrant, { params: { id } }, { lock: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.grants }),
  });
}
