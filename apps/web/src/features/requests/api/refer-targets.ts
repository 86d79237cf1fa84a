// What the refer and reassign dialogs pick from: a unit's roles (units are a catalogue every signed-in
// user reads) and users by last name (Admins only, who alone may reassign).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitApi, userApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';

/** A row a picker shows. */
export interface IdName {
  id: number;
  name: string;
}

/** The unit roles of unit `unitId` (none while no unit is picked). */
export function useUnitRolesOf(unitId: number | null) {
  return useQuery({
    queryKey: ['requests', 'unit-roles', unitId],
    queryFn: async (): Promise<IdName[]> => {
      const { data } = await call(unitApi.get, { params: { id: unitId! } }, { quiet: true });
      return data.unitRoles.map(({ id, name }) => ({ id, name }));
    },
    enabled: unitId !== null,
    staleTime: 60_000,
  });
}

/** Most users the reassign picker lists at once; typing narrows the rest. */
const USER_SEARCH_SIZE = 20;

/** The first users whose last name contains `text`, for the Admin's reassign picker. */
export function useUserSearch(text: string, enabled: boolean) {
  const value = text.trim();
  return useQuery({
    queryKey: ['requests', 'user-search', value],
    queryFn: async (): Promise<IdName[]> => {
      const body = {
        filters: value ? { lastName: { op: 'like' as const, value } } : {},
        page: 1,
        count: USER_SEARCH_SIZE,
        sort: { field: 'id', dir: 'desc' as const },
      };
      const { data } = await call(userApi.filter, { body }, { quiet: true });
      return data.list.map((user) => ({
        id: user.id,
        name: `${user.firstName} ${user.lastName} (${user.username})`.trim(),
      }));
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
