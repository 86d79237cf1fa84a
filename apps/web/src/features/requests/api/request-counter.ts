import { useQuery } from '@tanstack/react-query';
import {
  isAdmin,
  isEmployee,
  requestApi,
  requestCounter,
  type Principal,
  type RequestCounter,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useHubConnected } from '../../../lib/hub/hub-status';
import { sharedCacheKeys } from '../../../lib/shared-cache';

/** Local-storage key of the last counter (SPEC §7: cached locally as requestCounter). */
export const REQUEST_COUNTER_STORAGE_KEY = 'requestCounter';

function readCachedCounter(): RequestCounter | undefined {
  try {
    const raw = window.localStorage.getItem(REQUEST_COUNTER_STORAGE_KEY);
    const parsed = raw === null ? null : requestCounter.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `GET userrequest/counter`, remembered in local storage so the badge shows at once on the next load. */
export async function getRequestCounter(): Promise<RequestCounter> {
  const { data } = await call(requestApi.counter, {}, { quiet: true });
  window.localStorage.setItem(REQUEST_COUNTER_STORAGE_KEY, JSON.stringify(data));
  return data;
}

/**
 * How often a live inbox asks again: while the live hub is not connected (websockets blocked, the server
 * restarting), the counter badge and the providers' task lists refresh each minute while the tab is
 * visible; while it is, the hub says when they changed (live-requests.ts). Both refresh when the person
 * comes back to the tab.
 */
export function useLiveInbox() {
  const live = useHubConnected();
  return {
    refetchInterval: live ? false : 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  } as const;
}

/** The received/sent counter, fetched only for Employees and Admins (SPEC §6); undefined for others. */
export function useRequestCounter(user: Principal | null): RequestCounter | undefined {
  const enabled = user !== null && (isEmployee(user) || isAdmin(user));
  const { data } = useQuery({
    queryKey: sharedCacheKeys.requestCounter,
    queryFn: getRequestCounter,
    enabled,
    // The stored copy shows at once but counts as old, so the server is asked right away.
    initialData: readCachedCounter,
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
    ...useLiveInbox(),
  });
  return enabled ? data : undefined;
}
