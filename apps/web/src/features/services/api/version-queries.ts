// Published versions of a service (issue 15 item 5): the list, and publishing the saved draft.
import { useQuery } from '@tanstack/react-query';
import { serviceApi, type ServiceVersionSummary } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useWriteThenReload } from '../../../lib/resource-hooks';
import { serviceKeys } from '../types';

/** A version as the list shows it. */
export type VersionRow = ServiceVersionSummary;

/** The versions of service `id`, newest first. */
export function useServiceVersions(id: number) {
  return useQuery({
    queryKey: serviceKeys.versions(id),
    queryFn: async () => (await call(serviceApi.versions, { params: { id } }, { quiet: true })).data,
  });
}

/** Publishes the saved draft of service `id` as its next version; the service and its versions reload. */
export function usePublishService() {
  return useWriteThenReload(
    async (id: number) => (await call(serviceApi.publish, { params: { id } }, { lock: true })).data,
    [serviceKeys.all],
  );
}
