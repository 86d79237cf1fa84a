import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneralSetting, GeneralSettingName } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { sharedCacheKeys } from '../../../lib/shared-cache';

export type GeneralSettingPair = { name: string; data: string };

/** `GET generalsetting/all`: the name/data pairs everyone reads (SPEC §7). */
export async function getGeneralSettings(): Promise<GeneralSettingPair[]> {
  const { data } = await api.get<{ list: GeneralSettingPair[] }>('generalsetting/all', { quiet: true });
  return data.list;
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
  return useQuery({
    queryKey: adminKey,
    queryFn: async () =>
      (await api.post<{ list: GeneralSetting[] }>('generalsetting/all', {}, { quiet: true })).data.list,
  });
}

type SaveInput = { id?: number; name: GeneralSettingName; data: string };

/** Creates or updates one general setting; the public and admin views both refresh. */
export function useSaveGeneralSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, data }: SaveInput) =>
      id === undefined
        ? (
            await api.post<GeneralSetting>(
              'generalsetting',
              { name, data },
              { lockKey: `generalsetting/${name}` },
            )
          ).data
        : (
            await api.put<GeneralSetting>(
              `generalsetting/${id}`,
              { name, data },
              { lockKey: `generalsetting/${name}` },
            )
          ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedCacheKeys.generalSettings }),
  });
}

/** Deletes one general setting (back to its default). */
export function useDeleteGeneralSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`generalsetting/${id}`, { lockKey: `generalsetting/${id}` });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedCacheKeys.generalSettings }),
  });
}
