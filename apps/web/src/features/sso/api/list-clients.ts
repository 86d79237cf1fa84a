import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoKeys, type SsoClientList } from '../types';

/** `GET ssomanagement/clients`: every enabled system, for any signed-in user. */
export async function getClients(): Promise<SsoClientList['list']> {
  const { data } = await api.get<SsoClientList>('ssomanagement/clients', { quiet: true });
  return data.list;
}

/** The connected systems of `/panel/sso/clients`. */
export function useClients() {
  return useQuery({ queryKey: ssoKeys.clients, queryFn: getClients });
}
