import { bigint, boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns.js';

/**
 * What a verified backup's manifest says, kept with its row for the list (the archive itself is under
 * `DATA_DIR/backups`).
 */
export type BackupSummary = {
  portalVersion: string;
  migration: string;
  engine: 'pglite' | 'postgres';
  tables: number;
  rows: number;
  files: number;
  /** Files the database names that were not on disk when the backup was taken. */
  missingFiles: number;
};

/**
 * The backups of the portal (SPEC resource `backup`): one row per archive under `DATA_DIR/backups`, with
 * its progress while it is written and verified. Like the two tables below it is the backup machinery's
 * own bookkeeping: never in an archive and never replaced by a restore (db/snapshot/snapshot-scope.ts), so
 * restoring an old archive keeps the list, the schedule and the restore's own state.
 *
 * `state`: queued → running → verified | failed. A running row whose `lease_until` has lapsed belongs to a
 * worker that died: it is shown and then recorded as failed (interrupted).
 */
export const backups = pgTable(
  'backups',
  {
    id: idColumn(),
    fileName: text('file_name').notNull(),
    trigger: text('trigger', { enum: ['manual', 'schedule'] }).notNull(),
    state: text('state', { enum: ['queued', 'running', 'verified', 'failed'] }).notNull(),
    phase: text('phase', { enum: ['database', 'files', 'verify'] }),
    progressDone: bigint('progress_done', { mode: 'number' }).notNull().default(0),
    progressTotal: bigint('progress_total', { mode: 'number' }).notNull().default(0),
    leaseUntil: timestamptz('lease_until'),
    size: bigint('size', { mode: 'number' }),
    summary: jsonb('summary').$type<BackupSummary>(),
    /** Why it failed, in Persian, for the list. */
    failure: text('failure'),
    /** The schedule slot (`2025-03-21T02:00` Tehran time) a scheduled backup was made for: one per slot. */
    slot: text('slot'),
    creatorId: integer('creator_id'),
    createdAt: createdAtColumn(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [uniqueIndex('backups_file_name').on(t.fileName), uniqueIndex('backups_slot').on(t.slot)],
);

/** The one row (id 1) of the backup schedule; absent until an Admin saves it (the defaults apply). */
export const backupSettings = pgTable('backup_settings', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  /** `HH:MM`, Tehran time. */
  dailyTime: text('daily_time').notNull(),
  keepDaily: integer('keep_daily').notNull(),
  keepMonthly: integer('keep_monthly').notNull(),
  updatedAt: timestamptz('updated_at'),
  updaterId: integer('updater_id'),
});

/**
 * The one row (id 1) of the restore in progress, or the last one. While `state` is running and
 * `lease_until` has not passed, the portal is in maintenance: every instance refuses writes with 503
 * (plugins/maintenance.ts). The lease lapses by itself when the restoring process dies.
 */
export const maintenance = pgTable('maintenance', {
  id: integer('id').primaryKey(),
  backupId: integer('backup_id').notNull(),
  state: text('state', { enum: ['running', 'done', 'failed'] }).notNull(),
  phase: text('phase', { enum: ['verify', 'replace', 'files'] }),
  progressDone: bigint('progress_done', { mode: 'number' }).notNull().default(0),
  progressTotal: bigint('progress_total', { mode: 'number' }).notNull().default(0),
  leaseUntil: timestamptz('lease_until'),
  failure: text('failure'),
  /** Set in the transaction that replaced the data: a restore that dies after it still restored. */
  dataReplacedAt: timestamptz('data_replaced_at'),
  actorId: integer('actor_id'),
  startedAt: timestamptz('started_at').notNull(),
  finishedAt: timestamptz('finished_at'),
});
