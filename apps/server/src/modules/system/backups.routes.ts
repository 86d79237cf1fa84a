import { createReadStream } from 'node:fs';
import { backupApi } from '@darvazeh/shared';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { backupMessages, commonMessages } from '../../messages/index.js';
import type { BackupContext } from './backup-context.js';
import { getBackupSettings, saveBackupSettings } from './backup-settings.service.js';
import { deleteBackup, getBackup, listBackups, openDownload, startBackup } from './backups.service.js';
import { getRestoreStatus, startRestore } from './restore.service.js';

/** The backups page's endpoints (resource `backup`, Admins only). */
export function backupRoutes(ctx: BackupContext): BoundEndpoint[] {
  return [
    bind(backupApi.filter, async ({ body }) => ok(await listBackups(ctx, body.page, body.count))),
    bind(backupApi.get, async ({ params }) => ok(await getBackup(ctx, params.id))),
    bind(backupApi.create, async ({ user, request }) =>
      ok(await startBackup(ctx, { id: user.id, requestId: request.id }), backupMessages.started),
    ),
    bind(backupApi.remove, async ({ params, user, request }) => {
      await deleteBackup(ctx, params.id, { id: user.id, requestId: request.id });
      return ok(null, commonMessages.deleted);
    }),
    bind(backupApi.download, async ({ params, user, request, reply }) => {
      const file = await openDownload(ctx, params.id, { id: user.id, requestId: request.id });
      reply.headers({
        'content-type': 'application/zip',
        'content-length': file.size,
        // The names are ASCII (backups.service.ts archiveNameAt).
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(createReadStream(file.path));
    }),
    bind(backupApi.restore, async ({ params, user, request }) =>
      ok(
        await startRestore(ctx, params.id, { id: user.id, requestId: request.id }),
        backupMessages.restoreStarted,
      ),
    ),
    bind(backupApi.restoreStatus, async () => ok(await getRestoreStatus(ctx))),
    bind(backupApi.settings, async () => ok(await getBackupSettings(ctx))),
    bind(backupApi.saveSettings, async ({ body, user, request }) =>
      ok(await saveBackupSettings(ctx, body, { id: user.id, requestId: request.id }), commonMessages.saved),
    ),
  ];
}
