import { useQuery } from '@tanstack/react-query';
import { requestApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { applicantKeys } from './applicant-queries';
import { useLiveInbox } from './request-counter';

/**
 * The cache key of the panel home: under the applicant's keys, so the applicant's writes (which reload
 * `applicantKeys.all`) and the providers' (which reload every request key) both refresh it.
 */
export const panelHomeKey = [...applicantKeys.all, 'home'] as const;

/** `GET userrequest/home`: what needs the caller now; asked again like the live inboxes. */
export function usePanelHome() {
  return useQuery({
    queryKey: panelHomeKey,
    queryFn: async () => (await call(requestApi.home, {}, { quiet: true })).data,
    ...useLiveInbox(),
  });
}
