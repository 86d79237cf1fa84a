import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import type { BackupContext } from './backup-context.js';
import { BACKUP_SCHEDULE, runScheduledBackup } from './backup-settings.service.js';
import { BACKUP_MAKE, runBackup } from './backups.service.js';
import { BACKUP_RESTORE, runRestore } from './restore.service.js';

/** The backup jobs: make one backup, run one schedule slot, restore one backup. */
export function backupJobs(ctx: BackupContext): JobDefinition[] {
  return [
    defineJob({
      kind: BACKUP_MAKE,
      payload: z.object({ backupId: z.number().int() }),
      run: ({ payload }) => runBackup(ctx, payload.backupId),
    }),
    defineJob({
      kind: BACKUP_SCHEDULE,
      payload: z.object({ slot: z.string(), at: z.iso.datetime() }),
      run: ({ payload }) => runScheduledBackup(ctx, payload.slot, new Date(payload.at)),
    }),
    defineJob({
      kind: BACKUP_RESTORE,
      payload: z.object({ backupId: z.number().int(), actorId: z.number().int(), requestId: z.string() }),
      run: ({ payload }) => runRestore(ctx, payload),
    }),
  ];
}
