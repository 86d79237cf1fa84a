// A system's limits (ssouserlimit, ssounitlimit, ssoiplimit) through their declared endpoints.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, roleApi, ssoIpLimitApi, ssoUnitLimitApi, ssoUserLimitApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf, useFilterPage, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

/** Most limits of one kind a system's page lists: one page at its largest (more than a system needs). */
const LIMITS_PAGE = MAX_PAGE_SIZE;

const ofSystem = (clientId: number) => ({
  filters: { clientId: { op: 'eq' as const, value: clientId } },
  page: 1,
  count: LIMITS_PAGE,
  sort: { field: 'id', dir: 'asc' as const },
});

/** The user and role limits of system `clientId`. */
export function useUserLimits(clientId: number) {
  return useFilterPage(ssoUserLimitApi.filter, ssoKeys.limits(clientId, 'user'), ofSystem(clientId));
}

/** The unit limits of system `clientId`. */
export function useUnitLimits(clientId: number) {
  return useFilterPage(ssoUnitLimitApi.filter, ssoKeys.limits(clientId, 'unit'), ofSystem(clientId));
}

/** The address limits of system `clientId`. */
export function useIpLimits(clientId: number) {
  return useFilterPage(ssoIpLimitApi.filter, ssoKeys.limits(clientId, 'ip'), ofSystem(clientId));
}

const apis = { user: ssoUserLimitApi, unit: ssoUnitLimitApi, ip: ssoIpLimitApi } as const;

/** Adds a limit of one kind to system `clientId`; its list reloads. */
export function useAddUserLimit(clientId: number) {
  return useSaveResource(apis.user, [ssoKeys.limits(clientId, 'user')]);
}
export function useAddUnitLimit(clientId: number) {
  return useSaveResource(apis.unit, [ssoKeys.limits(clientId, 'unit')]);
}
export function useAddIpLimit(clientId: number) {
  return useSaveResource(apis.ip, [ssoKeys.limits(clientId, 'ip')]);
}

/** Removes a limit of `kind` from system `clientId`; its list reloads. */
export function useRemoveLimit(clientId: number, kind: keyof typeof apis) {
  return useRemoveResource(apis[kind].remove, [ssoKeys.limits(clientId, kind)]);
}

/** Every role, for the role limit's picker (roles are a catalogue every signed-in user reads). */
export function useRoles() {
  return useAllOf(roleApi.all, ssoKeys.roles);
}

/** Users whose name or username contains `q`, for the user limit's picker (managers only). */
export function useLimitUserSearch(q: string) {
  const value = q.trim();
  return useQuery({
    queryKey: [...ssoKeys.all, 'limit-users', value],
    queryFn: async () => (await call(ssoUserLimitApi.users, { query: { q: value } }, { quiet: true })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
