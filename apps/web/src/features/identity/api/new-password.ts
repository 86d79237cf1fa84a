import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/new-password` body. */
export interface NewPasswordInput {
  username: string;
  code: string;
  newPassword: string;
  captchaId: string;
  captchaCode: string;
}

/** `POST account/new-password`: sets a new password with the code the user received. */
export async function newPassword(body: NewPasswordInput): Promise<void> {
  await api.post<unknown>('account/new-password', body, { lockKey: 'account/new-password' });
}

/** Resets the password with a code. */
export function useNewPassword() {
  return useMutation({ mutationFn: newPassword });
}
