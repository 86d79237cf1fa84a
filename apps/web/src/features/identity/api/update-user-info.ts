import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';
import { userInfoQueryKey } from './get-user-info';

/** What a user may change about themselves (`userInfoBody` in @darvazeh/shared). */
export type UserInfoUpdate = Pick<UserInfo, 'firstName' | 'lastName' | 'email' | 'mobile'>;

/** `PUT account/user-info`: saves the user's name, e-mail and mobile; answers the new details. */
export async function updateUserInfo(body: UserInfoUpdate): Promise<UserInfo> {
  const { data } = await api.put<UserInfo>('account/user-info', body, { lockKey: 'account/user-info' });
  return data;
}

/** Saves the user's details; the profile (full name in the navbar) is reloaded too. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async (info) => {
      queryClient.setQueryData(userInfoQueryKey, info);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
