import type { AppModule, ModuleContext } from '../app-module.js';
import type { BackupContext } from './backup-context.js';
import { backupJobs } from './backup-jobs.js';
import { recoverUnfinished } from './backup-recovery.js';
import { scheduleNextBackup } from './backup-settings.service.js';
import { backupRoutes } from './backups.routes.js';
import {
  authLogResource,
  outboxResource,
  programLogResource,
  securityStampLogResource,
} from './logs.resources.js';
import { purgeLogsJob, schedulePurge } from './logs/logs-purge.js';
import { logRoutes } from './logs/logs.routes.js';
import { mailDeliveryJob } from './mail.service.js';

/**
 * System administration: the read-only logs, the one log screen and its daily retention purge, and the
 * mail outbox, for Admins; mail delivery jobs; backups (made, verified, restored and scheduled from the job
 * queue).
 */
export function systemModule({ db, engine, config, version }: ModuleContext): AppModule {
  // The app's logger replaces this once the app is built (`jobs` below).
  const backups: BackupContext = {
    db,
    engine,
    config,
    version,
    log: { warn: () => undefined, error: () => undefined },
  };
  return {
    name: 'system',
    endpoints: [...logRoutes(db), ...backupRoutes(backups)],
    readOnlyResources: [authLogResource, securityStampLogResource, outboxResource, programLogResource],
    jobHandlers: [
      mailDeliveryJob(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
      purgeLogsJob(db),
      ...backupJobs(backups),
    ],
    jobs: (app) => {
      backups.log = app.log;
    },
    // Today's log purge (every instance writes the same day's job once); backups left unfinished by a
    // stopped process, then the backup schedule's next slot.
    scheduleJobs: async () => {
      await schedulePurge(db, new Date());
      await recoverUnfinished(backups);
      await scheduleNextBackup(backups, new Date());
    },
  };
}
