// An applicant's registration (ثبت‌نام) through the declared `accountApi` endpoints: a code to the mobile,
// then the account, which the server signs in.
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';
import { useSigningIn } from './sign-in-queries';

/** Asks for a code to the newcomer's mobile; answers the registration's id and where the code went. */
export function useRequestRegistrationCode() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountApi.registrationCode>) =>
      (await call(accountApi.registrationCode, { body }, { lock: true })).data,
  });
}

/** Finishes the registration with the code; the new account's session starts with a full countdown. */
export function useRegister() {
  return useSigningIn(
    async (body: BodyOf<typeof accountApi.register>) =>
      (await call(accountApi.register, { body }, { lock: true })).data,
  );
}
