// What a process names (SPEC §3 form, function, unit, unit role, user): the pickers' choices and the
// `checkProcess` references, read through the shared cache where it holds them.
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitApi, unitRoleApi, userApi, type ProcessRefs } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { serviceKeys } from '../types';
import { useAllCollections, useAllFunctions } from '../../../lib/shared-lists';

/** Every unit, with the unit roles it offers. */
export function useUnits() {
  return useAllOf(unitApi.all, sharedCacheKeys.units);
}

/** Every unit role. */
export function useUnitRoles() {
  return useAllOf(unitRoleApi.all, sharedCacheKeys.unitRoles);
}

/** Up to 20 users whose username, first or last name holds `search`. */
export function useUserSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: serviceKeys.users(text),
    queryFn: async () => {
      const filters = text ? { lastName: { op: 'like' as const, value: text } } : {};
      const { data } = await call(
        userApi.filter,
        { body: { filters, page: 1, count: 20, sort: { field: 'id', dir: 'asc' } } },
        { quiet: true },
      );
      return data.list;
    },
    placeholderData: keepPreviousData,
  });
}

/** One user (the name of a task's named user); nothing is asked while `id` is null. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: serviceKeys.user(id ?? 0),
    queryFn: async () => (await call(userApi.get, { params: { id: id ?? 0 } }, { silent: true })).data,
    enabled: id !== null && id > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** What exists, for `checkProcess` (a kind still loading is not checked). */
export function useProcessRefs(): ProcessRefs {
  const collections = useAllCollections().data?.list;
  const functions = useAllFunctions().data?.list;
  const units = useUnits().data?.list;
  const unitRoles = useUnitRoles().data?.list;
  return useMemo(() => {
    const ids = (list: readonly { id: number }[] | undefined) =>
      list ? new Set(list.map((row) => row.id)) : undefined;
    const refs: ProcessRefs = {};
    const found = {
      collections: ids(collections),
      functions: ids(functions),
      units: ids(units),
      unitRoles: ids(unitRoles),
    };
    for (const [kind, set] of Object.entries(found)) if (set) refs[kind as keyof ProcessRefs] = set;
    return refs;
  }, [collections, functions, units, unitRoles]);
}
