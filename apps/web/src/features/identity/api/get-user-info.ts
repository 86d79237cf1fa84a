import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';

/** Query key of the signed-in user's own details. */
export const userInfoQueryKey = ['account', 'user-info'] as const;

/** `GET account/user-info`: username, name, e-mail, mobile and whether two-factor sign-in is on. */
export async function getUserInfo(): Promise<UserInfo> {
  const { data } = await api.get<UserInfo>('account/user-info');
  return data;
}

/** The user's own details in a component. */
export function useUserInfo() {
  return useQuery({ queryKey: userInfoQueryKey, queryFn: getUserInfo });
}
