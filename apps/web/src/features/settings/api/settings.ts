import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fallbackSiteSettings,
  settingsApi,
  type SiteSettings,
  type SiteSettingsBody,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { sharedCacheKeys } from '../../../lib/shared-cache';

/** `GET setting`: SPEC §3 Settings, public. */
export async function getSettings(): Promise<SiteSettings> {
  return (await call(settingsApi.get, {}, { quiet: true })).data;
}

/** The site settings, loaded once per page load and refreshed when an Admin saves them. */
export function useSettingsQuery() {
  return useQuery({
    queryKey: sharedCacheKeys.settings,
    queryFn: getSettings,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The settings for the route guards: from the cache, else fetched once; the defaults if that fails. */
export async function ensureSettings(queryClient: QueryClient): Promise<SiteSettings> {
  try {
    return await queryClient.ensureQueryData({ queryKey: sharedCacheKeys.settings, queryFn: getSettings });
  } catch {
    return fallbackSiteSettings();
  }
}

/** `PUT setting` (Admin); every view of the settings updates without a reload. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SiteSettingsBody) =>
      (await call(settingsApi.save, { body }, { lock: true })).data,
    onSuccess: (saved) => queryClient.setQueryData(sharedCacheKeys.settings, saved),
  });
}
