import type { AppModule, ModuleContext } from '../app-module.js';
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
 * mail outbox, for Admins; mail delivery jobs.
 */
export function systemModule({ db, config }: ModuleContext): AppModule {
  return {
    name: 'system',
    endpoints: logRoutes(db),
    readOnlyResources: [authLogResource, securityStampLogResource, outboxResource, programLogResource],
    jobHandlers: [
      mailDeliveryJob(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
      purgeLogsJob(db),
    ],
    // Today's purge (every instance writes the same day's job once).
    scheduleJobs: () => schedulePurge(db, new Date()),
  };
}
