// The signed-in user's own account (SPEC §2 profile pages): details, sessions, sign-in history, two-factor
// sign-in and signature, through the declared `accountApi` endpoints.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useWriteThenReload, type BodyOf } from '../../../lib/resource-hooks';
import { accountKeys } from '../types';

/** Username, name, e-mail, mobile and whether two-factor sign-in is on. */
export function useUserInfo() {
  return useQuery({
    queryKey: accountKeys.userInfo,
    queryFn: async () => (await call(accountApi.userInfo)).data,
  });
}

/** What a user may change about themselves (`userInfoBody` in @darvazeh/shared). */
export type UserInfoUpdate = BodyOf<typeof accountApi.updateUserInfo>;

/** Saves the user's name, e-mail and mobile; the profile (full name in the navbar) is reloaded too. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserInfoUpdate) =>
      (await call(accountApi.updateUserInfo, { body }, { lock: true })).data,
    onSuccess: async (info) => {
      queryClient.setQueryData(accountKeys.userInfo, info);
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    },
  });
}

/** The user's sessions; with `terminate`, ends that one first. */
async function postActiveSessions(terminate?: string) {
  const { data } = await call(
    accountApi.activeSessions,
    { body: terminate === undefined ? {} : { terminate } },
    // Listing is a read: no "done" toast. Ending a session is announced.
    terminate === undefined ? { quiet: true } : { lock: true },
  );
  return data.list;
}

/** The user's active sessions. */
export function useActiveSessions() {
  return useQuery({ queryKey: accountKeys.activeSessions, queryFn: () => postActiveSessions() });
}

/** Ends one of the user's sessions; the answer is the remaining list. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postActiveSessions(id),
    onSuccess: (list) => queryClient.setQueryData(accountKeys.activeSessions, list),
  });
}

/** Rows per page of the login history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** A page of the user's own sign-in attempts, newest first; the previous page stays on screen while the next loads. */
export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: accountKeys.loginHistory(page),
    queryFn: async () =>
      (
        await call(
          accountApi.loginHistory,
          { body: { page, count: LOGIN_HISTORY_PAGE_SIZE } },
          { quiet: true },
        )
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Starts two-factor enrolment with a new secret (not active until confirmed): as text, URL and QR image. */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: async () => (await call(accountApi.twoFactorSetup, {}, { quiet: true })).data,
  });
}

/** Turns two-factor sign-in on with a code; answers ten single-use recovery codes. */
export function useEnableTwoFactor() {
  return useWriteThenReload(
    async (code: string) =>
      (await call(accountApi.twoFactorEnable, { body: { code } }, { lock: true })).data.recoveryCodes,
    [accountKeys.userInfo],
  );
}

/** Turns two-factor sign-in off; the password confirms it. */
export function useDisableTwoFactor() {
  return useWriteThenReload(
    async (password: string) => {
      await call(accountApi.twoFactorDisable, { body: { password } }, { lock: true });
    },
    [accountKeys.userInfo],
  );
}

/** Registers or replaces the signature (a PNG or JPEG data URL of at most 300 KB); the profile's signature URL is reloaded. */
export function useSaveSignature() {
  return useWriteThenReload(
    async (image: string) => {
      await call(accountApi.saveSignature, { body: { image } }, { lock: true });
    },
    [accountKeys.profile],
  );
}

/** Removes the signature; the profile's signature URL is reloaded. */
export function useDeleteSignature() {
  return useWriteThenReload(async () => {
    await call(accountApi.deleteSignature, {}, { lock: true });
  }, [accountKeys.profile]);
}
