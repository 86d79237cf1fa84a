import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `POST user/{id}/reset-password` (Admin): a new temporary password; the old one is deprecated. */
export async function resetUserPassword(id: number): Promise<string> {
  const { data } = await api.post<{ temporaryPassword: string }>(`user/${id}/reset-password`, undefined, {
    lockKey: `user/${id}/reset-password`,
  });
  return data.temporaryPassword;
}

/** Resets a user's password; the table reloads to show the deprecated mark. */
export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.users }),
  });
}
