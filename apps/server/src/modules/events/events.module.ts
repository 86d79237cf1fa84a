import type { AppModule, ModuleContext } from '../app-module.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { scheduleAllEvents } from './event-schedule.js';
import { eventRunJob } from './events.jobs.js';
import { eventRoutes } from './events.routes.js';
import { eventOnLogResource, systemEventResource } from './systemevent.resource.js';

/**
 * Events (SPEC §2 system-setting events, §3 systemevent and eventonlog; docs/adr/0010-events.md): Admins
 * define reactions to what happens in the portal; other modules call events.service.ts's emitEvents in
 * their writes' transactions, and `event.run` jobs run the actions after the commit.
 */
export function eventsModule({ db, config }: ModuleContext, runner: FunctionRunner): AppModule {
  const deps = { db, runner, mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom } };
  return {
    name: 'events',
    resources: [systemEventResource],
    readOnlyResources: [eventOnLogResource],
    endpoints: eventRoutes(deps),
    jobHandlers: [eventRunJob(deps)],
    // Every enabled schedule's next slot (each instance writes the same slot's job once).
    scheduleJobs: () => scheduleAllEvents(db, new Date()),
  };
}
