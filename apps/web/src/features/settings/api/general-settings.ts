import { useQuery } from '@tanstack/react-query';
import { generalSettingApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';

export type GeneralSettingPair = { name: string; data: string };

/** `GET generalsetting/all`: the name/data pairs everyone reads (SPEC §7). */
export async function getGeneralSettings(): Promise<GeneralSettingPair[]> {
  return (await call(generalSettingApi.pairs, {}, { quiet: true })).data.list;
}

/** The general settings as a name → data map, fetched once and refreshed when an Admin changes one. */
export function useGeneralSettings() {
  return useQuery({
    queryKey: sharedCacheKeys.generalSettings,
    queryFn: getGeneralSettings,
    staleTime: Infinity,
    select: (list) => new Map(list.map((pair) => [pair.name, pair.data])),
  });
}

const adminKey = [...sharedCacheKeys.generalSettings, 'admin'] as const;

/** `POST generalsetting/all` (Admin): the rows with their ids, for editing. */
export function useGeneralSettingRows() {
  return useAllOf(generalSettingApi.all, adminKey);
}

/** Creates (no id) or updates one general setting; the public and admin views both refresh. */
export function useSaveGeneralSetting() {
  return useSaveResource(generalSettingApi, [sharedCacheKeys.generalSettings]);
}

/** Deletes one general setting (back to its default); the public and admin views both refresh. */
export function useDeleteGeneralSetting() {
  return useRemoveResource(generalSettingApi.remove, [sharedCacheKeys.generalSettings]);
}
