import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoginHistoryItem } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';

/** One page of the user's sign-in attempts, newest first. */
export interface LoginHistoryPage {
  list: LoginHistoryItem[];
  pages: number;
  currentPage: number;
}

/** Rows per page of the login history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** `POST account/login-history`: one page of the user's own sign-in attempts. */
export async function getLoginHistory(
  page: number,
  count = LOGIN_HISTORY_PAGE_SIZE,
): Promise<LoginHistoryPage> {
  const { data } = await api.post<LoginHistoryPage>(
    'account/login-history',
    { page, count },
    { quiet: true },
  );
  return data;
}

/** A page of the login history; the previous page stays on screen while the next loads. */
export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: ['account', 'login-history', page],
    queryFn: () => getLoginHistory(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
