// Backups (resource `backup`, /panel/system-setting/backups-list): the list with each backup's progress,
// the restore's state, and the schedule an Admin edits.
import { z } from 'zod';
import { toPersianDigits } from '../rules/digits.js';

/** A backup's life: queued → running → verified (تأییدشده) or failed. */
export const BACKUP_STATES = ['queued', 'running', 'verified', 'failed'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

/** How far a backup or restore is: its phase (null before it starts) and 0–100 overall. */
export const operationProgress = z.object({
  phase: z.string().nullable(),
  percent: z.number().min(0).max(100),
});
export type OperationProgress = z.infer<typeof operationProgress>;

/** One backup as the list shows it; `summary` is the manifest's, once the backup is verified. */
export const backupItem = z.object({
  id: z.number().int(),
  fileName: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  state: z.enum(BACKUP_STATES),
  progress: operationProgress,
  size: z.number().nullable(),
  summary: z
    .object({
      portalVersion: z.string(),
      migration: z.string(),
      engine: z.enum(['pglite', 'postgres']),
      tables: z.number().int(),
      rows: z.number().int(),
      files: z.number().int(),
      missingFiles: z.number().int(),
    })
    .nullable(),
  /** Why it failed, in Persian. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BackupItem = z.infer<typeof backupItem>;

/** The restore in progress or the last one (null when none ever ran). */
export const restoreStatus = z
  .object({
    backupId: z.number().int(),
    state: z.enum(['running', 'done', 'failed']),
    progress: operationProgress,
    failure: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .nullable();
export type RestoreStatus = z.infer<typeof restoreStatus>;

const between = (min: number, max: number) =>
  z
    .number({ error: 'فقط عدد صحیح وارد کنید.' })
    .int('فقط عدد صحیح وارد کنید.')
    .min(min, `عددی از ${toPersianDigits(min)} تا ${toPersianDigits(max)} وارد کنید.`)
    .max(max, `عددی از ${toPersianDigits(min)} تا ${toPersianDigits(max)} وارد کنید.`);

/** The schedule: a backup every day at `dailyTime` (Tehran time), keeping the last N daily and M monthly. */
export const backupSettings = z.strictObject({
  enabled: z.boolean(),
  dailyTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت را به شکل ساعت:دقیقه وارد کنید.'),
  keepDaily: between(1, 365),
  keepMonthly: between(0, 120),
});
export type BackupSettings = z.infer<typeof backupSettings>;

/** The schedule before an Admin saves one: every night at 02:00, a week of dailies and a year of monthlies. */
export const DEFAULT_BACKUP_SETTINGS: BackupSettings = {
  enabled: true,
  dailyTime: '02:00',
  keepDaily: 7,
  keepMonthly: 12,
};
