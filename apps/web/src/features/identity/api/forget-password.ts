import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/forget-password` body. */
export interface ForgetPasswordInput {
  username: string;
  captchaId: string;
  captchaCode: string;
}

/**
 * `POST account/forget-password`: asks for a reset code. The answer is the same whether or not the
 * account exists; its message is shown as the success toast.
 */
export async function forgetPassword(body: ForgetPasswordInput): Promise<void> {
  await api.post<unknown>('account/forget-password', body, { lockKey: 'account/forget-password' });
}

/** Requests a password reset code. */
export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
