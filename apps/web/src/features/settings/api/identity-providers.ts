import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityProviderApi, type CallInput } from '@darvazeh/shared';
import { call, urlFor } from '../../../lib/api-client';

const key = ['identity-providers'] as const;

/** `GET oauth2/providers` (Admin): each provider's connection settings, never its secret. */
export function useIdentityProviderSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await call(identityProviderApi.list, {})).data.list,
  });
}

/** `PUT oauth2/providers/{provider}` (Admin): stores one provider's connection settings. */
export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof identityProviderApi.save>) => call(identityProviderApi.save, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The absolute callback address a provider must have registered for `provider`. */
export function callbackAddress(provider: string): string {
  return new URL(urlFor(identityProviderApi.callback, { params: { provider } }), window.location.origin).href;
}
