// Connected systems (SPEC §2 /panel/sso) through the declared `ssoApi` endpoints.
import { useQuery } from '@tanstack/react-query';
import { ssoApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { resourceHooks } from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

const systems = resourceHooks(ssoApi, ssoKeys);

/** A page of the systems the caller manages (an Employee: their units' only); a name search. */
export const useSystemPage = systems.usePage;

/** One system the caller manages; a missing one (404) is not retried. */
export const useSystem = systems.useItem;

/** Saves a system (a new one carries its category); every list, the cards and the home page reload. */
export const useSaveSystem = systems.useSave;

/** Deletes a system; every list reloads. */
export const useDeleteSystem = systems.useRemove;

/** Every enabled system, for any signed-in user (`/panel/sso/clients`). */
export function useClients() {
  return useQuery({
    queryKey: ssoKeys.clients,
    queryFn: async () => (await call(ssoApi.clients, undefined, { quiet: true })).data.list,
  });
}
