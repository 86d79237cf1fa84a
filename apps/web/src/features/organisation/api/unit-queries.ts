// Units (a tree), unit types and unit roles (SPEC §3 shared cache) through `unitApi`, `unitTypeApi` and
// `unitRoleApi`.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitApi, unitRoleApi, unitTypeApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { orgKeys, type IdName } from '../types';

/** Most units an autocomplete lists at once; typing narrows the rest. */
export const UNIT_SEARCH_SIZE = 20;

/** Every unit, flat, each with its parent id and unit roles; reloaded when an Admin changes one. */
export function useUnits() {
  return useAllOf(unitApi.all, orgKeys.units);
}

/**
 * The first units whose name contains the typed text (all units when blank), by name: searched on the
 * server, so thousands of units stay quick.
 */
export function useUnitSearch(text: string) {
  const value = text.trim();
  return useQuery({
    queryKey: [...orgKeys.units, 'search', value],
    queryFn: async (): Promise<IdName[]> => {
      const body = {
        filters: value ? { name: { op: 'like' as const, value } } : {},
        page: 1,
        count: UNIT_SEARCH_SIZE,
        sort: { field: 'name', dir: 'asc' as const },
      };
      const { data } = await call(unitApi.filter, { body }, { quiet: true });
      return data.list.map(({ id, name }) => ({ id, name }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Saves a unit (no id: a new one); the tree and the responsibilities that name units reload. */
export function useSaveUnit() {
  return useSaveResource(unitApi, [orgKeys.units, orgKeys.responsibilities]);
}

/** Deletes a unit (refused while it has live children or responsibilities); the tree reloads. */
export function useDeleteUnit() {
  return useRemoveResource(unitApi.remove, [orgKeys.units]);
}

/** Every unit type; reloaded when an Admin changes one. */
export function useUnitTypes() {
  return useAllOf(unitTypeApi.all, orgKeys.unitTypes);
}

/** Adds (no id) or renames a unit type; the list reloads. */
export function useSaveUnitType() {
  return useSaveResource(unitTypeApi, [orgKeys.unitTypes]);
}

/** Deletes a unit type; the list and the units (which show it) reload. */
export function useDeleteUnitType() {
  return useRemoveResource(unitTypeApi.remove, [orgKeys.unitTypes, orgKeys.units]);
}

/** Every unit role; reloaded when an Admin adds one. */
export function useUnitRoles() {
  return useAllOf(unitRoleApi.all, orgKeys.unitRoles);
}

/** Adds a unit role; the list reloads. */
export function useSaveUnitRole() {
  return useSaveResource(unitRoleApi, [orgKeys.unitRoles]);
}

/** Deletes a unit role (refused while a unit offers it or a responsibility holds it); the list reloads. */
export function useDeleteUnitRole() {
  return useRemoveResource(unitRoleApi.remove, [orgKeys.unitRoles]);
}
