// Moving the open requests of an older version to the published one (issue 15 item 5, ADR 0006): the
// dry run as a query (it writes nothing), applying it as a mutation, and a published version's process.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceApi, type MigrationResult, type ServiceVersion } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useWriteThenReload } from '../../../lib/resource-hooks';
import { serviceKeys } from '../types';

/** Old node key → new node key, for steps whose node is gone from the published version. */
export type MigrationMappings = Record<string, string>;

/** One published version of service `id` with its frozen snapshot (the process the plan reads). */
export function useServiceVersion(id: number, version: number | null) {
  return useQuery({
    queryKey: [...serviceKeys.versions(id), version],
    queryFn: async (): Promise<ServiceVersion> =>
      (await call(serviceApi.version, { params: { id, version: version ?? 0 } }, { quiet: true })).data,
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** The dry run of moving version `fromVersion`'s open requests with `mappings`; the last plan stays on screen while the next loads. */
export function useMigrationPlan(id: number, fromVersion: number | null, mappings: MigrationMappings) {
  return useQuery({
    queryKey: [...serviceKeys.migration(id), fromVersion, mappings],
    queryFn: async (): Promise<MigrationResult> =>
      (
        await call(
          serviceApi.migrate,
          { params: { id }, body: { fromVersion: fromVersion ?? 0, mappings, apply: false } },
          { quiet: true },
        )
      ).data,
    enabled: fromVersion !== null,
    placeholderData: keepPreviousData,
  });
}

/** Applies the move; every plan of the service is read again afterwards. */
export function useApplyMigration(id: number) {
  return useWriteThenReload(
    async (input: { fromVersion: number; mappings: MigrationMappings }) =>
      (await call(serviceApi.migrate, { params: { id }, body: { ...input, apply: true } }, { lock: true }))
        .data,
    [serviceKeys.migration(id)],
  );
}
