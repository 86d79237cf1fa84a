import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ArchiveError } from '../../db/snapshot/manifest.js';
import { archiveProblemMessages, backupMessages } from '../../messages/index.js';

/** Where backup and restore work logs what it records only as a Persian reason for people. */
export type BackupLog = {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
};

/** What the backup services work with; `log` is the app's logger once the app is built. */
export type BackupContext = {
  db: Db;
  engine: 'pglite' | 'postgres';
  config: Config;
  version: string;
  log: BackupLog;
};

/** The archive of a backup. */
export const archivePath = (ctx: BackupContext, fileName: string) =>
  path.join(ctx.config.backups.dir, fileName);

/** A folder of one backup's or restore's own work (its scratch database), under the backups folder. */
export const workDirOf = (ctx: BackupContext, name: string) =>
  path.join(ctx.config.backups.dir, `.work-${name}`);

/** The stored files' folder. */
export const filesDirOf = (ctx: BackupContext) => path.join(ctx.config.dataDir, 'files');

/**
 * How long a worker holds a backup or restore without a sign of life: the job lease, so a worker that
 * died is noticed as soon as its job would be taken up again.
 */
export const leaseOf = (ctx: BackupContext) => ctx.config.jobs.leaseMs;

/** How often the worker writes its progress (and so renews its lease). */
export const heartbeatOf = (ctx: BackupContext) =>
  Math.max(200, Math.min(2000, Math.floor(leaseOf(ctx) / 4)));

/** Why `err` stopped a backup or restore, for the list: an archive's problem, or a generic reason. */
export function reasonOf(err: unknown): string {
  return err instanceof ArchiveError ? archiveProblemMessages[err.problem] : backupMessages.unexpected;
}
