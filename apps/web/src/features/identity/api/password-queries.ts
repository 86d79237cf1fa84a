// Passwords (SPEC §5): changing one, the forced change of a deprecated one, and a reset by code, through
// the declared `accountApi` endpoints.
import { useMutation, useQuery } from '@tanstack/react-query';
import { accountApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';
import { accountKeys } from '../types';

/** Replaces the password with the current one; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountApi.changePassword>) => {
      await call(accountApi.changePassword, { body }, { lock: true });
    },
  });
}

/** Whether the password-deprecated page may skip the current password. */
export function useCanChangePasswordDirectly() {
  return useQuery({
    queryKey: accountKeys.canChangePasswordDirectly,
    queryFn: async () =>
      (await call(accountApi.canChangePasswordDirectly, {}, { quiet: true })).data.canChange,
    staleTime: 0,
  });
}

/** Sets a new password without the current one, right after signing in with a deprecated one. */
export function useChangePasswordDirectly() {
  return useMutation({
    mutationFn: async (newPassword: string) => {
      await call(accountApi.changePasswordDirectly, { body: { newPassword } }, { lock: true });
    },
  });
}

/**
 * Asks for a reset code. The answer is the same whether or not the account exists; its message is
 * shown as the success toast.
 */
export function useForgetPassword() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountApi.forgetPassword>) => {
      await call(accountApi.forgetPassword, { body }, { lock: true });
    },
  });
}

/** Resets the password with the code the user received. */
export function useNewPassword() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountApi.newPassword>) => {
      await call(accountApi.newPassword, { body }, { lock: true });
    },
  });
}
