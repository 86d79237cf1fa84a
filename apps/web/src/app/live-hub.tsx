import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HubMessage } from '@darvazeh/shared';
import { useExpireSession } from '../features/identity/hooks/use-expire-session';
import { refreshMenus } from '../features/menus/api/menu-queries';
import { applyRequestNotice } from '../features/requests/api/live-requests';
import { backupKeys } from '../features/system/api/backup-queries';
import { startHub, type HubHandlers } from '../lib/hub/hub-connection';
import { setHubConnected } from '../lib/hub/hub-status';
import { sharedCacheKeys } from '../lib/shared-cache';

/** Reads again what a change the hub tells of touches. */
function applyChange(
  queryClient: QueryClient,
  message: Exclude<HubMessage, { type: 'session-ended' }>,
): void {
  if (message.type === 'settings') {
    // Only the copies a settings or menus change touches: the page the person is on stays as it is.
    void queryClient.invalidateQueries({ queryKey: sharedCacheKeys.settings });
    void queryClient.invalidateQueries({ queryKey: sharedCacheKeys.generalSettings });
    void refreshMenus(queryClient);
  } else if (message.type === 'progress') void queryClient.invalidateQueries({ queryKey: backupKeys.all });
  else applyRequestNotice(queryClient, message);
}

/** What a page may have missed while the hub was away: everything the hub tells of, read again. */
const EVERY_CHANGE = [
  { type: 'settings' },
  { type: 'progress', work: 'backup' },
  { type: 'inbox' },
  { type: 'request' },
] as const;

/**
 * The signed-in browser's live hub (lib/hub): counters and inboxes refresh when they change, an ended
 * session signs out here too, changed settings and menus are read again, a backup's progress is followed.
 * When the hub comes back after being away (a restart, a lost network), what the page shows is read again:
 * the changes made meanwhile were told to nobody. Mounted while signed in; `url` is the hub's address when
 * it is not the page origin's.
 */
export default function LiveHub({ url }: { url?: string }) {
  const queryClient = useQueryClient();
  const expire = useExpireSession();
  useEffect(() => {
    let wasConnected = false;
    const handlers: HubHandlers = {
      onConnected: (connected) => {
        setHubConnected(connected);
        if (connected && wasConnected) for (const message of EVERY_CHANGE) applyChange(queryClient, message);
        wasConnected ||= connected;
      },
      onMessage: (message) => {
        if (message.type === 'session-ended') expire();
        else applyChange(queryClient, message);
      },
    };
    return startHub(handlers, url);
  }, [queryClient, expire, url]);
  useEffect(() => () => setHubConnected(false), []);
  return null;
}
