import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** Answer of `POST user`: the new user and, when the server made one, the temporary password. */
export interface CreatedUser {
  user: AdminUser;
  temporaryPassword: string | null;
}

/** `POST user` (Admin): creates a user with roles. */
export async function createUser(body: CreateUserBody): Promise<CreatedUser> {
  const { data } = await api.post<CreatedUser>('user', body, { lockKey: 'user/create' });
  return data;
}

/** Creates a user; the users table reloads. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.users }),
  });
}
