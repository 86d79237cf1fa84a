import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useExpireSession } from '../features/identity/hooks/use-expire-session';
import { refreshMenus } from '../features/menus/api/menu-queries';
import { applyRequestNotice } from '../features/requests/api/live-requests';
import { backupKeys } from '../features/system/api/backup-queries';
import { startHub } from '../lib/hub/hub-connection';
import { setHubConnected } from '../lib/hub/hub-status';
import { sharedCacheKeys } from '../lib/shared-cache';

/**
 * The signed-in browser's live hub (lib/hub): counters and inboxes refresh when they change, an ended
 * session signs out here too, changed settings and menus are read again, a backup's progress is followed.
 * Mounted while signed in.
 */
export default function LiveHub() {
  const queryClient = useQueryClient();
  const expire = useExpireSession();
  useEffect(
    () =>
      startHub({
        onConnected: setHubConnected,
        onMessage: (message) => {
          if (message.type === 'session-ended') expire();
          else if (message.type === 'settings') {
            // Only the copies a settings or menus change touches: the page the person is on stays as it is.
            void queryClient.invalidateQueries({ queryKey: sharedCacheKeys.settings });
            void queryClient.invalidateQueries({ queryKey: sharedCacheKeys.generalSettings });
            void refreshMenus(queryClient);
          } else if (message.type === 'progress')
            void queryClient.invalidateQueries({ queryKey: backupKeys.all });
          else applyRequestNotice(queryClient, message);
        },
      }),
    [queryClient, expire],
  );
  useEffect(() => () => setHubConnected(false), []);
  return null;
}
