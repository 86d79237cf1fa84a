import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoKeys, type HomeSystems } from '../types';

/**
 * `GET ssomanagement/systems`: the home page's systems as displaySystemsBaseOn shapes them. Silent: the
 * section is left out when it cannot load, and a toast would bring MUI into the visitor's first page.
 */
export async function getHomeSystems(): Promise<HomeSystems> {
  const { data } = await api.get<HomeSystems>('ssomanagement/systems', { silent: true });
  return data;
}

/** The home page's systems. */
export function useHomeSystems() {
  return useQuery({ queryKey: ssoKeys.home, queryFn: getHomeSystems, retry: false });
}
