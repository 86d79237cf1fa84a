import type { AppModule, ModuleContext } from '../app-module.js';
import type { BackupContext } from './backup-context.js';
import { backupJobs } from './backup-jobs.js';
import { recoverUnfinished } from './backup-recovery.js';
import { scheduleNextBackup } from './backup-settings.service.js';
import { backupRoutes } from './backups.routes.js';
import { authLogResource, outboxResource, securityStampLogResource } from './logs.resources.js';
import { mailDeliveryJob } from './mail.service.js';

/**
 * System administration: the read-only logs and the mail outbox, for Admins; mail delivery jobs; backups
 * (made, verified, restored and scheduled from the job queue).
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
    endpoints: backupRoutes(backups),
    readOnlyResources: [authLogResource, securityStampLogResource, outboxResource],
    jobHandlers: [
      mailDeliveryJob(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
      ...backupJobs(backups),
    ],
    jobs: (app) => {
      backups.log = app.log;
    },
    scheduleJobs: async () => {
      await recoverUnfinished(backups);
      await scheduleNextBackup(backups, new Date());
    },
  };
}
