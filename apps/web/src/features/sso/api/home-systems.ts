import { useQuery } from '@tanstack/react-query';
import { ssoApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { ssoKeys } from '../types';

/**
 * The home page's systems (`ssoApi.systems`) as displaySystemsBaseOn shapes them. Silent: the section is
 * left out when it cannot load, and a toast would bring MUI into the visitor's first page. Its own file,
 * so the first page loads nothing of the managers' screens.
 */
export function useHomeSystems() {
  return useQuery({
    queryKey: ssoKeys.home,
    queryFn: async () => (await call(ssoApi.systems, undefined, { silent: true })).data,
    retry: false,
  });
}
