import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  backups,
  backupSettings,
  changeLogs,
  files,
  maintenance,
  type BackupSummary,
} from '../../db/schema/index.js';

/** A row of the backups table, with whether its lease has lapsed by the database's clock. */
export type BackupRow = typeof backups.$inferSelect & { lapsed: boolean };
export type MaintenanceRow = typeof maintenance.$inferSelect & { lapsed: boolean };
/** A backup's or restore's progress as stored. */
export type StoredProgress = { phase: string; done: number; total: number };

// Any constant, the same in every process: one backup or restore starts at a time across instances.
const BACKUP_LOCK_SPACE = 727_305;
const lapsed = (lease: typeof backups.leaseUntil | typeof maintenance.leaseUntil) =>
  sql<boolean>`coalesce(${lease} < now(), false)`;
const inMs = (ms: number) => sql`now() + ${String(Math.round(ms))}::integer * interval '1 millisecond'`;

/** Takes the backups' lock until the transaction ends: starts are decided one at a time. */
export async function lockBackups(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_SPACE}, 0)`);
}

/** Whether a backup is queued or running (lease alive), or a restore is running. */
export async function operationInProgress(tx: Db): Promise<boolean> {
  const busy = await tx
    .select({ id: backups.id })
    .from(backups)
    .where(
      sql`${backups.state} = 'queued' or (${backups.state} = 'running' and ${backups.leaseUntil} > now())`,
    )
    .limit(1);
  if (busy.length > 0) return true;
  const restoring = await tx
    .select({ id: maintenance.id })
    .from(maintenance)
    .where(sql`${maintenance.state} = 'running' and ${maintenance.leaseUntil} > now()`);
  return restoring.length > 0;
}

/** Writes a queued backup; for a schedule slot already taken writes nothing and answers undefined. */
export async function insertBackup(
  tx: Db,
  values: { fileName: string; trigger: 'manual' | 'schedule'; slot: string | null; creatorId: number | null },
): Promise<BackupRow | undefined> {
  const [row] = await tx
    .insert(backups)
    .values({ ...values, state: 'queued' })
    .onConflictDoNothing()
    .returning();
  return row && { ...row, lapsed: false };
}

const withLapse = { ...getTableColumns(backups), lapsed: lapsed(backups.leaseUntil) };

/** One backup. */
export async function findBackup(db: Db, id: number): Promise<BackupRow | undefined> {
  const [row] = await db.select(withLapse).from(backups).where(eq(backups.id, id));
  return row;
}

/** The backup of a schedule slot. */
export async function findSlot(db: Db, slot: string): Promise<BackupRow | undefined> {
  const [row] = await db.select(withLapse).from(backups).where(eq(backups.slot, slot));
  return row;
}

/** A page of backups, newest first, and how many there are. */
export async function backupPage(
  db: Db,
  page: number,
  count: number,
): Promise<{ rows: BackupRow[]; total: number }> {
  const rows = await db
    .select(withLapse)
    .from(backups)
    .orderBy(desc(backups.id))
    .limit(count)
    .offset((page - 1) * count);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(backups);
  return { rows, total: total?.n ?? 0 };
}

/** Every backup, for retention. */
export async function allBackups(db: Db): Promise<BackupRow[]> {
  return db.select(withLapse).from(backups);
}

/**
 * Claims a queued backup for this worker for `leaseMs`; answers the row, or undefined when it is not
 * queued (running elsewhere, finished, or gone).
 */
export async function claimBackup(db: Db, id: number, leaseMs: number): Promise<BackupRow | undefined> {
  const [row] = await db
    .update(backups)
    .set({ state: 'running', leaseUntil: inMs(leaseMs) })
    .where(and(eq(backups.id, id), eq(backups.state, 'queued')))
    .returning();
  return row && { ...row, lapsed: false };
}

/** Records progress and extends the lease of a running backup. */
export async function reportBackup(
  db: Db,
  id: number,
  progress: StoredProgress,
  leaseMs: number,
): Promise<void> {
  await db
    .update(backups)
    .set({
      phase: progress.phase as 'database' | 'files' | 'verify',
      progressDone: progress.done,
      progressTotal: progress.total,
      leaseUntil: inMs(leaseMs),
    })
    .where(and(eq(backups.id, id), eq(backups.state, 'running')));
}

/** Ends a backup: verified with its size and summary, or failed with the Persian reason. */
export async function finishBackup(
  db: Db,
  id: number,
  outcome: { size: number; summary: BackupSummary } | { failure: string },
): Promise<void> {
  await db
    .update(backups)
    .set({
      ...('failure' in outcome
        ? { state: 'failed', failure: outcome.failure }
        : { state: 'verified', size: outcome.size, summary: outcome.summary }),
      leaseUntil: null,
      finishedAt: sql`now()`,
    })
    .where(eq(backups.id, id));
}

/** Removes backup rows. */
export async function deleteBackups(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(backups).where(inArray(backups.id, [...ids]));
}

/** The schedule as saved, or undefined before an Admin saved one. */
export async function readSettings(db: Db) {
  const [row] = await db.select().from(backupSettings).where(eq(backupSettings.id, 1));
  return row;
}

/** Saves the schedule. */
export async function writeSettings(
  tx: Db,
  values: { enabled: boolean; dailyTime: string; keepDaily: number; keepMonthly: number },
  updaterId: number,
): Promise<void> {
  const row = { ...values, updaterId, updatedAt: sql`now()` };
  await tx
    .insert(backupSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: backupSettings.id, set: row });
}

/** Puts the portal in maintenance for the restore of `backupId` (the one row, replaced). */
export async function startMaintenance(tx: Db, backupId: number, actorId: number, leaseMs: number) {
  const row = {
    backupId,
    actorId,
    state: 'running' as const,
    phase: null,
    dataReplacedAt: null,
    progressDone: 0,
    progressTotal: 0,
    failure: null,
    leaseUntil: inMs(leaseMs),
    startedAt: sql`now()`,
    finishedAt: null,
  };
  const [written] = await tx
    .insert(maintenance)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: maintenance.id, set: row })
    .returning();
  return written && { ...written, lapsed: false };
}

/** The restore in progress or the last one. */
export async function readMaintenance(db: Db): Promise<MaintenanceRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(maintenance), lapsed: lapsed(maintenance.leaseUntil) })
    .from(maintenance)
    .where(eq(maintenance.id, 1));
  return row;
}

/**
 * Claims the restore of `backupId` for this worker (a restore not yet started); answers false when another
 * worker has it, or it is not that restore's turn any more.
 */
export async function claimMaintenance(db: Db, backupId: number, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(maintenance)
    .set({ phase: 'verify', leaseUntil: inMs(leaseMs) })
    .where(
      and(
        eq(maintenance.id, 1),
        eq(maintenance.backupId, backupId),
        eq(maintenance.state, 'running'),
        sql`${maintenance.phase} is null`,
      ),
    )
    .returning({ id: maintenance.id });
  return rows.length > 0;
}

/** Marks, in the restore's own transaction, that the data has been replaced. */
export async function markDataReplaced(tx: Db): Promise<void> {
  await tx
    .update(maintenance)
    .set({ dataReplacedAt: sql`now()` })
    .where(eq(maintenance.id, 1));
}

/** Records the restore's progress and extends its lease. */
export async function reportMaintenance(db: Db, progress: StoredProgress, leaseMs: number): Promise<void> {
  await db
    .update(maintenance)
    .set({
      phase: progress.phase as 'verify' | 'replace' | 'files',
      progressDone: progress.done,
      progressTotal: progress.total,
      leaseUntil: inMs(leaseMs),
    })
    .where(and(eq(maintenance.id, 1), eq(maintenance.state, 'running')));
}

/** Ends the restore: done, or failed with the Persian reason; the portal takes writes again. */
export async function finishMaintenance(db: Db, failure: string | null): Promise<void> {
  await db
    .update(maintenance)
    .set({ state: failure ? 'failed' : 'done', failure, leaseUntil: null, finishedAt: sql`now()` })
    .where(eq(maintenance.id, 1));
}

/** Writes a change-log row of resource `backup` (record 0: the schedule, or the restore command's restore). */
export async function logBackupChange(
  tx: Db,
  entry: {
    recordId: number;
    action: 'create' | 'update' | 'delete' | 'restore' | 'download';
    before?: unknown;
    after?: unknown;
    /** Null: the restore command, run by the operator of a stopped portal. */
    actorId: number | null;
    requestId: string | null;
  },
): Promise<void> {
  await tx.insert(changeLogs).values({
    resource: 'backup',
    recordId: entry.recordId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actorId: entry.actorId,
    requestId: entry.requestId,
  });
}

/** The storage keys of every stored file: the files a backup puts in its archive. */
export async function storedFileKeys(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ key: files.storageKey })
    .from(files)
    .orderBy(sql`${files.storageKey} collate "C"`);
  return rows.map((row) => row.key);
}

/**
 * The running backups no worker holds any more: on PGlite (one process opens the database, so after a
 * start none can be running) every running one, on PostgreSQL those whose lease has lapsed.
 */
export async function unfinishedBackups(db: Db, all: boolean): Promise<BackupRow[]> {
  return db
    .select(withLapse)
    .from(backups)
    .where(
      all
        ? eq(backups.state, 'running')
        : sql`${backups.state} = 'running' and ${backups.leaseUntil} < now()`,
    );
}
