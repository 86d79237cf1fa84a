import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** `PUT account/signature`: stores the user's signature, a PNG or JPEG data URL of at most 300 KB. */
export async function saveSignature(image: string): Promise<void> {
  await api.put<unknown>('account/signature', { image }, { lockKey: 'account/signature' });
}

/** Registers or replaces the signature; the profile's signature URL is reloaded. */
export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignature,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
