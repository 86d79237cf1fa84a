// What a process that died (kill -9, a power cut) left of a backup or a restore, settled when an instance
// starts: no backup it was writing may stay listed as running (let alone good), and a restore it was
// running must not hold the portal in maintenance.
import { backupMessages } from '../../messages/index.js';
import type { BackupContext } from './backup-context.js';
import { removeBackupFiles } from './backups.service.js';
import { finishBackup, finishMaintenance, readMaintenance, unfinishedBackups } from './backups.repository.js';

/**
 * Records every backup a dead worker left running as failed (interrupted) and removes its partial archive
 * and scratch folder; ends a restore a dead worker left running (done if its data transaction had
 * committed, else failed). On PGlite nothing else can be running at a start (one process opens the
 * database); on PostgreSQL other instances may be at work, so only lapsed leases count there.
 */
export async function recoverUnfinished(ctx: BackupContext): Promise<void> {
  const alone = ctx.engine === 'pglite';
  for (const row of await unfinishedBackups(ctx.db, alone)) {
    await finishBackup(ctx.db, row.id, { failure: backupMessages.interrupted });
    await removeBackupFiles(ctx, row);
    ctx.log.warn(
      { backupId: row.id },
      'a backup left unfinished by a stopped process was recorded as failed',
    );
  }
  const restore = await readMaintenance(ctx.db);
  if (restore?.state === 'running' && (alone || restore.lapsed)) {
    await finishMaintenance(ctx.db, restore.dataReplacedAt ? null : backupMessages.restoreInterrupted);
    ctx.log.warn({ backupId: restore.backupId }, 'a restore left unfinished by a stopped process was ended');
  }
}
