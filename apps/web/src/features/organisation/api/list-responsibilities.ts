import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys, type PagedList, type UnitResponsibility } from '../types';

/** `POST unitresponsibility/filter`: a user's responsibilities (the first 100 are plenty). */
export async function getResponsibilities(userId: number): Promise<UnitResponsibility[]> {
  const { data } = await api.post<PagedList<UnitResponsibility>>(
    'unitresponsibility/filter',
    { filters: { userId: { op: 'eq', value: userId } }, page: 1, count: MAX_PAGE_SIZE },
    { quiet: true },
  );
  return data.list;
}

/** The unit responsibilities of one user. */
export function useResponsibilities(userId: number) {
  return useQuery({
    queryKey: [...orgKeys.responsibilities, userId],
    queryFn: () => getResponsibilities(userId),
  });
}
