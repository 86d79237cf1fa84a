import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** `DELETE account/signature`: removes the user's signature. */
export async function deleteSignature(): Promise<void> {
  await api.delete<unknown>('account/signature', { lockKey: 'account/signature' });
}

/** Removes the signature; the profile's signature URL is reloaded. */
export function useDeleteSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignature,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
