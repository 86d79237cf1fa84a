// Backups: started by an Admin or the schedule, written and then verified by a job (plugins/jobs), listed
// with their progress for the page's polling. The archive format is db/snapshot's.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { formatJalaliDateTime, type BackupItem } from '@darvazeh/shared';
import type { BackupSummary } from '../../db/schema/index.js';
import type { Manifest } from '../../db/snapshot/manifest.js';
import { verifyArchive } from '../../db/snapshot/restore-archive.js';
import { writeArchive } from '../../db/snapshot/write-archive.js';
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
import {
  backupPage,
  claimBackup,
  deleteBackups,
  findBackup,
  finishBackup,
  insertBackup,
  lockBackups,
  logBackupChange,
  operationInProgress,
  reportBackup,
  storedFileKeys,
  type BackupRow,
} from './backups.repository.js';

/** The job that writes and verifies one backup. */
export const BACKUP_MAKE = 'backup.make';

/** Who asks, for the change log. */
export type Actor = { id: number; requestId: string };

/** A backup as the list shows it; a running one whose worker died reads as failed (interrupted). */
export function backupItemOf(row: BackupRow): BackupItem {
  const interrupted = row.state === 'running' && row.lapsed;
  return {
    id: row.id,
    fileName: row.fileName,
    trigger: row.trigger,
    state: interrupted ? 'failed' : row.state,
    progress: {
      phase: row.phase,
      percent: row.state === 'verified' ? 100 : percentOf(row.phase, row.progressDone, row.progressTotal),
    },
    size: row.size,
    summary: row.summary,
    failure: interrupted ? backupMessages.interrupted : row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A new archive's name: the Tehran time in the Jalali calendar, and a random tail (`darvazeh-1404-01-15-0200-1a2b3c.zip`). */
export function archiveNameAt(now: Date): string {
  const stamp = formatJalaliDateTime(now).replace(/[/ ]/g, '-').replace(':', '');
  return `darvazeh-${stamp}-${randomBytes(3).toString('hex')}.zip`;
}

/**
 * Queues a backup (one backup or restore at a time across instances: otherwise 409) and answers it; the
 * start is change-logged.
 */
export async function startBackup(ctx: BackupContext, actor: Actor): Promise<BackupItem> {
  return ctx.db.transaction(async (tx) => {
    await lockBackups(tx);
    if (await operationInProgress(tx)) throw new AppError('busy', backupMessages.busy);
    const row = await insertBackup(tx, {
      fileName: archiveNameAt(new Date()),
      trigger: 'manual',
      slot: null,
      creatorId: actor.id,
    });
    if (!row) throw new Error('the backup row was not written');
    await enqueueJob(tx, {
      kind: BACKUP_MAKE,
      payload: { backupId: row.id },
      key: `${BACKUP_MAKE}:${row.id}`,
    });
    await logBackupChange(tx, {
      recordId: row.id,
      action: 'create',
      after: { fileName: row.fileName },
      actorId: actor.id,
      requestId: actor.requestId,
    });
    return backupItemOf(row);
  });
}

/** One backup; 404 when there is none. */
export async function getBackup(ctx: BackupContext, id: number): Promise<BackupItem> {
  const row = await findBackup(ctx.db, id);
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  return backupItemOf(row);
}

/** A page of backups, newest first. */
export async function listBackups(ctx: BackupContext, page: number, count: number) {
  const { rows, total } = await backupPage(ctx.db, page, count);
  return { list: rows.map(backupItemOf), pages: Math.ceil(total / count), currentPage: page };
}

function summaryOf(manifest: Manifest): BackupSummary {
  return {
    portalVersion: manifest.portalVersion,
    migration: manifest.migration,
    engine: manifest.engine,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    files: manifest.files.length,
    missingFiles: manifest.missingFiles.length,
  };
}

/** Removes what a backup left on disk (its archive, a partial one, its scratch folder). */
export async function removeBackupFiles(
  ctx: BackupContext,
  row: Pick<BackupRow, 'id' | 'fileName'>,
): Promise<void> {
  const file = archivePath(ctx, row.fileName);
  await rm(file, { force: true });
  await rm(`${file}.partial`, { force: true });
  await rm(workDirOf(ctx, `backup-${row.id}`), { recursive: true, force: true });
}

/** Writes the archive, then verifies it by restoring it into a scratch database; records the outcome. */
async function makeBackup(ctx: BackupContext, row: BackupRow): Promise<void> {
  const sink = databaseProgressSink(
    (progress) => reportBackup(ctx.db, row.id, progress, leaseOf(ctx)),
    (err) => ctx.log.warn({ err, backupId: row.id }, 'backup progress not recorded'),
    heartbeatOf(ctx),
    { phase: 'database', done: 0, total: 0 },
  );
  const file = archivePath(ctx, row.fileName);
  const { secret } = ctx.config.backups;
  let outcome: Parameters<typeof finishBackup>[2];
  try {
    await mkdir(ctx.config.backups.dir, { recursive: true });
    const { size } = await writeArchive({
      database: { db: ctx.db, kind: ctx.engine },
      file,
      filesDir: filesDirOf(ctx),
      fileNames: storedFileKeys,
      portalVersion: ctx.version,
      secret,
      onProgress: sink.report,
    }).catch((err: unknown) => {
      ctx.log.error({ err, backupId: row.id }, 'writing a backup failed');
      throw new AppError('bad_request', backupMessages.writeFailed);
    });
    const manifest = await verifyArchive({
      file,
      secret,
      workDir: workDirOf(ctx, `backup-${row.id}`),
      onProgress: sink.report,
    }).catch((err: unknown) => {
      ctx.log.error({ err, backupId: row.id }, 'a backup failed its verification');
      throw new AppError('bad_request', backupMessages.verifyFailed(reasonOf(err)));
    });
    outcome = { size, summary: summaryOf(manifest) };
  } catch (err) {
    outcome = { failure: err instanceof AppError ? err.message : backupMessages.unexpected };
    await removeBackupFiles(ctx, row);
  } finally {
    await sink.stop();
  }
  await finishBackup(ctx.db, row.id, outcome);
}

/**
 * The job of backup `id`: claims it and makes it. A backup a dead worker left running is recorded as
 * failed (interrupted), its leftovers removed; one still running elsewhere makes this attempt retry later.
 */
export async function runBackup(ctx: BackupContext, id: number): Promise<void> {
  const row = await findBackup(ctx.db, id);
  if (!row || row.state === 'verified' || row.state === 'failed') return;
  if (row.state === 'running') {
    if (!row.lapsed) throw new Error(`backup ${id} is being made by another worker`);
    await finishBackup(ctx.db, id, { failure: backupMessages.interrupted });
    await removeBackupFiles(ctx, row);
    return;
  }
  const claimed = await claimBackup(ctx.db, id, leaseOf(ctx));
  if (claimed) await makeBackup(ctx, claimed);
}

/** Deletes a finished backup and its archive (change-logged); a running one is refused. */
export async function deleteBackup(ctx: BackupContext, id: number, actor: Actor): Promise<void> {
  const row = await findBackup(ctx.db, id);
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  if (row.state === 'queued' || (row.state === 'running' && !row.lapsed))
    throw new AppError('conflict', backupMessages.stillRunning);
  await ctx.db.transaction(async (tx) => {
    await deleteBackups(tx, [id]);
    await logBackupChange(tx, {
      recordId: id,
      action: 'delete',
      before: { fileName: row.fileName },
      actorId: actor.id,
      requestId: actor.requestId,
    });
  });
  await removeBackupFiles(ctx, row);
}

/** The archive of a verified backup to stream, its download change-logged; 404 when it is gone. */
export async function openDownload(
  ctx: BackupContext,
  id: number,
  actor: Actor,
): Promise<{ path: string; fileName: string; size: number }> {
  const row = await findBackup(ctx.db, id);
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  if (row.state !== 'verified') throw new AppError('conflict', backupMessages.notVerified);
  const file = archivePath(ctx, row.fileName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('not_found', backupMessages.archiveMissing);
  await logBackupChange(ctx.db, {
    recordId: id,
    action: 'download',
    after: { fileName: row.fileName, size: info.size },
    actorId: actor.id,
    requestId: actor.requestId,
  });
  return { path: file, fileName: row.fileName, size: info.size };
}
