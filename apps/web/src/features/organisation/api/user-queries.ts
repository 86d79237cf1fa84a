// Users (SPEC §1 Admins' users screen), their roles and unit responsibilities, through `userApi`,
// `roleApi` and `unitResponsibilityApi`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  roleApi,
  unitResponsibilityApi,
  userApi,
  type FilterCondition,
  type UpdateUserBody,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf, useFilterPage, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { orgKeys, type AdminUser, type IdName } from '../types';

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

/** Body of `user/filter` for a filter bar and page: blank fields are left out, text is `like`. */
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

/** A page of users for Admins, newest first; the previous page stays on screen while the next loads. */
export function useUsers(filter: UserFilter, page: number) {
  return useFilterPage(userApi.filter, orgKeys.users, userFilterBody(filter, page));
}

/** Every role (Admin, Employee and those Admins add), fetched once and shared by the filter bar and the dialog. */
export function useRoles() {
  return useAllOf(roleApi.all, orgKeys.roles);
}

/** Body of a user's update (`updateUserBody`): only these fields are sent. */
export type UpdateUserFields = UpdateUserBody;

/** The editable fields of a user as the table has them, e.g. to flip the lock alone. */
export function updateFieldsOf(user: AdminUser): UpdateUserFields {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    nationalId: user.nationalId,
    roleIds: user.roles.map((role) => role.id),
    locked: user.locked,
  };
}

/**
 * Creates a user (no id; the answer carries the temporary password the server made, if any) or saves
 * one's details, roles and lock; the users table reloads.
 */
export function useSaveUser() {
  return useSaveResource(userApi, [orgKeys.users]);
}

/** A user action that answers nothing the table needs: it runs locked, then the table reloads. */
function useUserAction<T>(run: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.users }),
  });
}

/** Resets a user's password to a new temporary one (the old is deprecated); answers it. */
export function useResetUserPassword() {
  return useUserAction(
    async (id) =>
      (await call(userApi.resetPassword, { params: { id } }, { lock: true })).data.temporaryPassword,
  );
}

/** Lifts a user's sign-in limits (the server's message is the toast); the table drops the mark. */
export function useUnlockSignIn() {
  return useUserAction(async (id) => {
    await call(userApi.unlockSignIn, { params: { id } }, { lock: true });
  });
}

/** The unit responsibilities of one user (the first 100 are plenty). */
export function useResponsibilities(userId: number) {
  return useFilterPage(unitResponsibilityApi.filter, [...orgKeys.responsibilities, userId], {
    filters: { userId: { op: 'eq', value: userId } },
    page: 1,
    count: MAX_PAGE_SIZE,
  });
}

/** Gives a user a unit role in a unit (Admin); the user's list reloads. */
export function useCreateResponsibility() {
  return useSaveResource(unitResponsibilityApi, [orgKeys.responsibilities]);
}

/** Removes a responsibility (Admin); the user's list reloads. */
export function useDeleteResponsibility() {
  return useRemoveResource(unitResponsibilityApi.remove, [orgKeys.responsibilities]);
}
