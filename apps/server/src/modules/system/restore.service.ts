// Restoring a backup from the list: the portal goes into maintenance (every instance refuses writes), a
// job checks the archive in a scratch database and then replaces the data in one transaction
// (db/snapshot/restore-into.ts), and the portal comes back on the restored data.
import { stat } from 'node:fs/promises';
import type { RestoreStatus } from '@darvazeh/shared';
import { restoreInto } from '../../db/snapshot/restore-into.js';
import { AppError } from '../../plugins/errors.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { backupMessages, commonMessages } from '../../messages/index.js';
import {
  archivePath,
  filesDirOf,
  heartbeatOf,
  leaseOf,
  reasonOf,
  workDirOf,
  type BackupContext,
} from './backup-context.js';
import { databaseProgressSink, percentOf } from './backup-progress.js';
import { scheduleNextBackup } from './backup-settings.service.js';
import type { Actor } from './backups.service.js';
import {
  claimMaintenance,
  findBackup,
  finishMaintenance,
  lockBackups,
  logBackupChange,
  markDataReplaced,
  operationInProgress,
  readMaintenance,
  reportMaintenance,
  startMaintenance,
  type MaintenanceRow,
} from './backups.repository.js';

/** The job that restores one backup. */
export const BACKUP_RESTORE = 'backup.restore';

/** The restore as the page shows it; one whose worker died reads as failed, or done if its data was in. */
function restoreStatusOf(row: MaintenanceRow | undefined): RestoreStatus {
  if (!row) return null;
  const interrupted = row.state === 'running' && row.lapsed && row.phase !== null;
  const state = interrupted ? (row.dataReplacedAt ? 'done' : 'failed') : row.state;
  return {
    backupId: row.backupId,
    state,
    progress: {
      phase: row.phase,
      percent: state === 'done' ? 100 : percentOf(row.phase, row.progressDone, row.progressTotal, true),
    },
    failure: interrupted && state === 'failed' ? backupMessages.restoreInterrupted : row.failure,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The restore in progress or the last one. */
export async function getRestoreStatus(ctx: BackupContext): Promise<RestoreStatus> {
  return restoreStatusOf(await readMaintenance(ctx.db));
}

/**
 * Starts restoring verified backup `id`: the portal is in maintenance from this moment (writes answer 503
 * on every instance) until the restore's job ends. One backup or restore at a time (409).
 */
export async function startRestore(ctx: BackupContext, id: number, actor: Actor): Promise<RestoreStatus> {
  const row = await findBackup(ctx.db, id);
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  if (row.state !== 'verified') throw new AppError('conflict', backupMessages.notVerified);
  if (!(await stat(archivePath(ctx, row.fileName)).catch(() => null))?.isFile())
    throw new AppError('not_found', backupMessages.archiveMissing);
  const started = await ctx.db.transaction(async (tx) => {
    await lockBackups(tx);
    if (await operationInProgress(tx)) throw new AppError('busy', backupMessages.busy);
    const written = await startMaintenance(tx, id, actor.id, leaseOf(ctx));
    if (!written) throw new Error('the maintenance row was not written');
    await enqueueJob(tx, {
      kind: BACKUP_RESTORE,
      payload: { backupId: id, actorId: actor.id, requestId: actor.requestId },
      key: `${BACKUP_RESTORE}:${id}:${written.startedAt.getTime()}`,
      maxAttempts: 3,
    });
    return written;
  });
  return restoreStatusOf(started);
}

/**
 * The job of a restore: claims it, restores (the change-log row and the "data replaced" mark commit with
 * the data), then ends maintenance and enqueues the schedule's next slot (the restored jobs table has
 * none of the backups' jobs). A restore whose worker died is ended as interrupted.
 */
export async function runRestore(
  ctx: BackupContext,
  job: { backupId: number; actorId: number; requestId: string },
): Promise<void> {
  const current = await readMaintenance(ctx.db);
  if (!current || current.backupId !== job.backupId || current.state !== 'running') return;
  if (!(await claimMaintenance(ctx.db, job.backupId, leaseOf(ctx)))) {
    if (!current.lapsed) throw new Error('the restore is running in another worker');
    await finishMaintenance(ctx.db, current.dataReplacedAt ? null : backupMessages.restoreInterrupted);
    return;
  }
  const backup = await findBackup(ctx.db, job.backupId);
  const sink = databaseProgressSink(
    (progress) => reportMaintenance(ctx.db, progress, leaseOf(ctx)),
    (err) => ctx.log.warn({ err }, 'restore progress not recorded'),
    heartbeatOf(ctx),
    { phase: 'verify', done: 0, total: 0 },
  );
  let failure: string | null = null;
  try {
    if (!backup) throw new AppError('not_found', backupMessages.archiveMissing);
    await restoreInto({
      file: archivePath(ctx, backup.fileName),
      secret: ctx.config.backups.secret,
      workDir: workDirOf(ctx, `restore-${backup.id}`),
      target: { db: ctx.db },
      filesDir: filesDirOf(ctx),
      onProgress: sink.report,
      inTransaction: async (tx) => {
        await markDataReplaced(tx);
        await logBackupChange(tx, {
          recordId: backup.id,
          action: 'restore',
          after: { fileName: backup.fileName },
          actorId: job.actorId,
          requestId: job.requestId,
        });
      },
    });
  } catch (err) {
    ctx.log.error({ err, backupId: job.backupId }, 'a restore failed');
    failure = backupMessages.restoreFailed(err instanceof AppError ? err.message : reasonOf(err));
  } finally {
    await sink.stop();
  }
  await finishMaintenance(ctx.db, failure);
  await scheduleNextBackup(ctx, new Date());
}
