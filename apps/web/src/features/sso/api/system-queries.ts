// Connected systems (SPEC §2 /panel/sso) through the declared `ssoApi` endpoints.
import { useQuery } from '@tanstack/react-query';
import { ssoApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import {
  usePagedList,
  useRemoveResource,
  useSaveResource,
  useResourceItem,
  type PageQuery,
} from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

/** A page of the systems the caller manages (an Employee: their units' only); a name search. */
export function useSystemPage(query: PageQuery) {
  return usePagedList(ssoApi.filter, ssoKeys.all, query);
}

/** One system the caller manages; a missing one (404) is not retried. */
export function useSystem(id: number | null) {
  return useResourceItem(ssoApi.get, ssoKeys.item(id ?? 0), id);
}

/** Saves a system (a new one carries its category); every list, the cards and the home page reload. */
export function useSaveSystem() {
  return useSaveResource(ssoApi, [ssoKeys.all]);
}

/** Deletes a system; every list reloads. */
export function useDeleteSystem() {
  return useRemoveResource(ssoApi.remove, [ssoKeys.all]);
}

/** Every enabled system, for any signed-in user (`/panel/sso/clients`). */
export function useClients() {
  return useQuery({
    queryKey: ssoKeys.clients,
    queryFn: async () => (await call(ssoApi.clients, undefined, { quiet: true })).data.list,
  });
}
