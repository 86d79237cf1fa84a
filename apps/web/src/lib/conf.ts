import type { SiteConf } from '@darvazeh/shared';
import { useQuery } from '@tanstack/react-query';
import { shellMessages } from './messages';

/** Query key of the site configuration. */
export const confQueryKey = ['conf'] as const;

/** Session-storage key of the cached /conf.json (SPEC §2: fetched unless cached there). */
export const CONF_STORAGE_KEY = 'conf';

/** What the app uses until /conf.json answers, or when it cannot be read. */
export const FALLBACK_CONF: SiteConf = { apiBaseUrl: '/api/v1', title: shellMessages.appName, version: '' };

/**
 * The conf in `value`, or null when it is not one. A check of its three text fields rather than the
 * shared zod schema: this runs on the first page, which does not load the schema library.
 */
export function asSiteConf(value: unknown): SiteConf | null {
  if (typeof value !== 'object' || value === null) return null;
  const { apiBaseUrl, title, version } = value as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string' || typeof title !== 'string' || typeof version !== 'string') return null;
  return { apiBaseUrl, title, version };
}

/** The conf cached in session storage, or null when absent or unreadable. */
export function readCachedConf(storage: Storage = window.sessionStorage): SiteConf | null {
  try {
    const raw = storage.getItem(CONF_STORAGE_KEY);
    if (raw === null) return null;
    return asSiteConf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Reads /conf.json from the site root once per browser session: session storage first, then the
 * server. Throws when the server's answer is missing or malformed (it is not cached then).
 */
export async function loadConf(storage: Storage = window.sessionStorage): Promise<SiteConf> {
  const cached = readCachedConf(storage);
  if (cached) return cached;
  const response = await fetch(new URL('/conf.json', window.location.origin), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`conf.json answered ${response.status}`);
  const conf = asSiteConf(await response.json());
  if (!conf) throw new Error('conf.json is malformed');
  storage.setItem(CONF_STORAGE_KEY, JSON.stringify(conf));
  return conf;
}

/** The site configuration in a component; the fallback (title 'دروازه') until it loads or when it fails. */
export function useConf(): SiteConf {
  const { data } = useQuery({
    queryKey: confQueryKey,
    queryFn: () => loadConf(),
    // A cached copy renders the right title on the first paint instead of the fallback.
    initialData: () => readCachedConf() ?? undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? FALLBACK_CONF;
}
