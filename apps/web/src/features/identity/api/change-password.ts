import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/change-password` body. */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** `POST account/change-password`: replaces the password; the server ends the user's other sessions. */
export async function changePassword(body: ChangePasswordInput): Promise<void> {
  await api.post<unknown>('account/change-password', body, { lockKey: 'account/change-password' });
}

/** Changes the password with the current one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
