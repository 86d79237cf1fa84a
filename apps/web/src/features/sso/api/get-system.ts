import { useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '../../../lib/api-client';
import { ssoKeys, type SsoSystem } from '../types';

/** `GET ssomanagement/{id}`: one system the caller manages. */
export async function getSystem(id: number): Promise<SsoSystem> {
  const { data } = await api.get<SsoSystem>(`ssomanagement/${id}`, { silent: true });
  return data;
}

/** One system; a missing one (404) is not retried. */
export function useSystem(id: number | null) {
  return useQuery({
    queryKey: ssoKeys.item(id ?? 0),
    queryFn: () => getSystem(id ?? 0),
    enabled: id !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
