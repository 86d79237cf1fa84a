// The backup schedule: its settings (edited on the backups page), the daily job chained slot to slot
// (each slot's job key is unique, so every instance may enqueue it and it still runs once), and retention.
import { DEFAULT_BACKUP_SETTINGS, type BackupSettings } from '@darvazeh/shared';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import type { BackupContext } from './backup-context.js';
import { expiredBackups, nextSlot } from './backup-schedule.js';
import { archiveNameAt, removeBackupFiles, runBackup, type Actor } from './backups.service.js';
import {
  allBackups,
  deleteBackups,
  findSlot,
  insertBackup,
  lockBackups,
  logBackupChange,
  operationInProgress,
  readSettings,
  writeSettings,
} from './backups.repository.js';

/** The job of one schedule slot: make that slot's backup, apply retention, enqueue the next slot. */
export const BACKUP_SCHEDULE = 'backup.schedule';

/** The schedule as saved, or the defaults. */
export async function getBackupSettings(ctx: BackupContext): Promise<BackupSettings> {
  const row = await readSettings(ctx.db);
  return row
    ? {
        enabled: row.enabled,
        dailyTime: row.dailyTime,
        keepDaily: row.keepDaily,
        keepMonthly: row.keepMonthly,
      }
    : DEFAULT_BACKUP_SETTINGS;
}

/** Saves the schedule (change-logged as record 0 of `backup`) and enqueues its next slot. */
export async function saveBackupSettings(
  ctx: BackupContext,
  settings: BackupSettings,
  actor: Actor,
): Promise<BackupSettings> {
  const before = await getBackupSettings(ctx);
  await ctx.db.transaction(async (tx) => {
    await writeSettings(tx, settings, actor.id);
    await logBackupChange(tx, {
      recordId: 0,
      action: 'update',
      before,
      after: settings,
      actorId: actor.id,
      requestId: actor.requestId,
    });
  });
  await scheduleNextBackup(ctx, new Date());
  return settings;
}

/** Enqueues the schedule's next slot after `now` (nothing when the schedule is off); idempotent by slot. */
export async function scheduleNextBackup(ctx: BackupContext, now: Date): Promise<void> {
  const settings = await getBackupSettings(ctx);
  if (!settings.enabled) return;
  const { at, slot } = nextSlot(now, settings.dailyTime);
  await enqueueJob(ctx.db, {
    kind: BACKUP_SCHEDULE,
    key: `${BACKUP_SCHEDULE}:${slot}`,
    payload: { slot, at: at.toISOString() },
    runAt: at,
  });
}

/** Deletes the backups retention no longer keeps, with their archives. */
async function applyRetention(ctx: BackupContext, settings: BackupSettings): Promise<void> {
  const rows = await allBackups(ctx.db);
  const expired = new Set(expiredBackups(rows, settings.keepDaily, settings.keepMonthly, new Date()));
  const gone = rows.filter((row) => expired.has(row.id));
  await deleteBackups(ctx.db, [...expired]);
  for (const row of gone) await removeBackupFiles(ctx, row);
}

/**
 * The job of slot `slot` (due at `at`): enqueues the next slot first (the chain survives whatever
 * follows), then, if the schedule still names this slot, makes its backup (one per slot: the slot is
 * unique) unless a restore or another backup is running, and applies retention.
 */
export async function runScheduledBackup(ctx: BackupContext, slot: string, at: Date): Promise<void> {
  await scheduleNextBackup(ctx, new Date(Math.max(Date.now(), at.getTime()) + 1000));
  const settings = await getBackupSettings(ctx);
  if (!settings.enabled || !slot.endsWith(`T${settings.dailyTime}`)) return;
  const row =
    (await findSlot(ctx.db, slot)) ??
    (await ctx.db.transaction(async (tx) => {
      await lockBackups(tx);
      if (await operationInProgress(tx)) {
        ctx.log.warn({ slot }, 'scheduled backup skipped: another backup or a restore is running');
        return undefined;
      }
      return insertBackup(tx, {
        fileName: archiveNameAt(new Date()),
        trigger: 'schedule',
        slot,
        creatorId: null,
      });
    }));
  if (row) await runBackup(ctx, row.id);
  await applyRetention(ctx, settings);
}
