import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** Body of `PUT user/{id}` (`updateUserBody` in @darvazeh/shared): only these fields are sent. */
export interface UpdateUserFields {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  roleIds: number[];
  locked: boolean;
}

/** The editable fields of a user as the table has them, e.g. to flip the lock alone. */
export function updateFieldsOf(user: AdminUser): UpdateUserFields {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    roleIds: user.roles.map((role) => role.id),
    locked: user.locked,
  };
}

/** `PUT user/{id}` (Admin): saves details, roles and the lock. */
export async function updateUser({ id, body }: { id: number; body: UpdateUserFields }): Promise<AdminUser> {
  const { data } = await api.put<AdminUser>(`user/${id}`, body, { lockKey: `user/${id}` });
  return data;
}

/** Saves a user; the users table reloads. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.users }),
  });
}
