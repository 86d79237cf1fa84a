import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterCondition } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys, type AdminUser, type IdName, type PagedList } from '../types';

/** Rows per page of the users table. */
export const USERS_PAGE_SIZE = 10;

/** What the filter bar holds: text searches, a unit and a role (each optional) and a lock state. */
export interface UserFilter {
  lastName: string;
  firstName: string;
  username: string;
  unit: IdName | null;
  roleId: number | '';
  locked: 'any' | 'locked' | 'active';
}

/** The empty filter bar. */
export const emptyUserFilter: UserFilter = {
  lastName: '',
  firstName: '',
  username: '',
  unit: null,
  roleId: '',
  locked: 'any',
};

/** Body of `POST user/filter` for a filter bar and page: blank fields are left out, text is `like`. */
export function userFilterBody(filter: UserFilter, page: number) {
  const filters: Record<string, FilterCondition> = {};
  for (const field of ['lastName', 'firstName', 'username'] as const) {
    const value = filter[field].trim();
    if (value) filters[field] = { op: 'like', value };
  }
  if (filter.unit) filters.unitId = { op: 'eq', value: filter.unit.id };
  if (filter.roleId !== '') filters.roleId = { op: 'eq', value: filter.roleId };
  if (filter.locked !== 'any') filters.locked = { op: 'eq', value: filter.locked === 'locked' };
  return { filters, page, count: USERS_PAGE_SIZE, sort: { field: 'id', dir: 'desc' as const } };
}

/** `POST user/filter`: one page of users for Admins, newest first. */
export async function getUsers(filter: UserFilter, page: number): Promise<PagedList<AdminUser>> {
  const { data } = await api.post<PagedList<AdminUser>>('user/filter', userFilterBody(filter, page), {
    quiet: true,
  });
  return data;
}

/** A page of users; the previous page stays on screen while the next loads. */
export function useUsers(filter: UserFilter, page: number) {
  return useQuery({
    queryKey: [...orgKeys.users, filter, page],
    queryFn: () => getUsers(filter, page),
    placeholderData: keepPreviousData,
  });
}
