import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `POST user/{id}/unlock-sign-in` (Admin): lifts the user's sign-in limits (the server's message is the toast). */
export async function unlockSignIn(id: number): Promise<void> {
  await api.post<null>(`user/${id}/unlock-sign-in`, undefined, { lockKey: `user/${id}/unlock-sign-in` });
}

/** Lifts a user's sign-in limits; the table reloads to drop the mark. */
export function useUnlockSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.users }),
  });
}
