import type { QueryClient } from '@tanstack/react-query';
import type { SiteConf, SiteSettings } from '@darvazeh/shared';
import { confQueryKey } from './conf';
import { sharedCacheKeys } from './shared-cache';

/** What the server writes into the page for its first render (apps/server static-web). */
export interface BootData {
  conf: SiteConf;
  settings: SiteSettings;
  generalSettings: { name: string; data: string }[];
}

/** Id of the `<script type="application/json">` element that carries it. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

function isBootData(value: unknown): value is BootData {
  if (typeof value !== 'object' || value === null) return false;
  const { conf, settings, generalSettings } = value as Partial<Record<keyof BootData, unknown>>;
  return (
    typeof conf === 'object' &&
    conf !== null &&
    typeof (conf as SiteConf).title === 'string' &&
    typeof settings === 'object' &&
    settings !== null &&
    typeof (settings as SiteSettings).title === 'string' &&
    Array.isArray(generalSettings)
  );
}

/**
 * The page's boot data, or null when the page has none (the dev server, tests) or it is unreadable.
 * The server built it from the same reads as `GET setting` and `GET generalsetting/all`, so a shape
 * check is enough here; no schema parse on the way to the first paint.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isBootData(value) ? value : null;
  } catch {
    return null;
  }
}

/** Puts the page's boot data into the query cache, so the settings and conf queries start answered. */
export function seedBootData(queryClient: QueryClient, boot: BootData | null = readBootData()): void {
  if (!boot) return;
  queryClient.setQueryData(confQueryKey, boot.conf);
  queryClient.setQueryData(sharedCacheKeys.settings, boot.settings);
  queryClient.setQueryData(sharedCacheKeys.generalSettings, boot.generalSettings);
}
