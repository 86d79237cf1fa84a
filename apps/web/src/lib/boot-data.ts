import type { QueryClient } from '@tanstack/react-query';
import type { BootData, HomeBoot, SiteConf, SiteSettings } from '@darvazeh/shared';
import { confQueryKey } from './conf';
import { sharedCacheKeys } from './shared-cache';

export type { BootData } from '@darvazeh/shared';

/** Id of the `<script type="application/json">` element that carries it. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function isHomeBoot(value: unknown): value is HomeBoot {
  if (!isObject(value)) return false;
  const { menus, systems, news } = value as Partial<Record<keyof HomeBoot, unknown>>;
  return (
    Array.isArray(menus) &&
    (systems === null || isObject(systems)) &&
    isObject(news) &&
    Array.isArray((news as HomeBoot['news']).list)
  );
}

function isBootData(value: unknown): value is BootData {
  if (!isObject(value)) return false;
  const { conf, settings, generalSettings, home } = value as Partial<Record<keyof BootData, unknown>>;
  return (
    isObject(conf) &&
    typeof (conf as SiteConf).title === 'string' &&
    isObject(settings) &&
    typeof (settings as SiteSettings).title === 'string' &&
    Array.isArray(generalSettings) &&
    (home === undefined || isHomeBoot(home))
  );
}

/**
 * The page's boot data, or null when the page has none (the dev server, tests) or it is unreadable.
 * The server built it from the same reads as `GET setting`, `GET generalsetting/all` and the home
 * page's calls, parsed with their schemas, so a shape check is enough here: no schema parse on the way
 * to the first paint.
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
