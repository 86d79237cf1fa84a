import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/change-password-directly`: sets a new password right after signing in with a deprecated one. */
export async function changePasswordDirectly(newPassword: string): Promise<void> {
  await api.post<unknown>(
    'account/change-password-directly',
    { newPassword },
    { lockKey: 'account/change-password-directly' },
  );
}

/** Sets a new password without the current one. */
export function useChangePasswordDirectly() {
  return useMutation({ mutationFn: changePasswordDirectly });
}
