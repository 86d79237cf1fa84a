// A connected system's OpenID Connect settings through the declared `ssoOidcApi` endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoOidcApi, type OidcClientSettingsBody } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { ssoKeys } from '../types';

const key = (id: number) => [...ssoKeys.item(id), 'oidc'] as const;

/** The system's settings, or null while none were saved. */
export function useOidcSettings(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: async () => (await call(ssoOidcApi.settings, { params: { id } })).data,
  });
}

/**
 * Saves the settings; the first save answers the new secret, handed to `onSecret` (once) before the
 * cached settings forget it.
 */
export function useSaveOidcSettings(id: number, onSecret: (secret: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OidcClientSettingsBody) =>
      (await call(ssoOidcApi.saveSettings, { params: { id }, body }, { lock: true })).data,
    onSuccess: (data) => {
      if (data.secret) onSecret(data.secret);
      queryClient.setQueryData(key(id), { ...data, secret: null });
    },
  });
}

/** Replaces the secret; the new one goes to `onSecret` (once). */
export function useRotateOidcSecret(id: number, onSecret: (secret: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(ssoOidcApi.rotateSecret, { params: { id } }, { lock: true })).data,
    onSuccess: (data) => {
      if (data.secret) onSecret(data.secret);
      queryClient.setQueryData(key(id), { ...data, secret: null });
    },
  });
}
