// A SAML2 system's service-provider settings through the declared `samlSpApi` endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { samlSpApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

/** What the section sends: the metadata (text or URL), the NameID format and the released attributes. */
export type SamlSpUpdate = BodyOf<typeof samlSpApi.save>;

const samlKey = (id: number) => [...ssoKeys.all, 'saml', id] as const;

/** The SP settings of system `id` and the portal's IdP addresses. */
export function useSamlSettings(id: number) {
  return useQuery({
    queryKey: samlKey(id),
    queryFn: async () => (await call(samlSpApi.get, { params: { id } }, { silent: true })).data,
  });
}

/** Registers the SP's metadata; the section shows what the server read from it. */
export function useSaveSamlSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SamlSpUpdate) =>
      (await call(samlSpApi.save, { params: { id }, body }, { lock: true })).data,
    onSuccess: (settings) => queryClient.setQueryData(samlKey(id), settings),
  });
}
