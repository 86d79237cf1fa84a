import type { AppModule, ModuleContext } from '../app-module.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { scheduleReminders } from './overdue.service.js';
import { requestFileAccess } from './request-files.js';
import { requestJobs } from './requests.jobs.js';
import { requestRoutes } from './requests.routes.js';

/**
 * Requests (SPEC §1 requests and inboxes, §3 userrequest and tempanswer, §7 userrequest/counter;
 * docs/adr/0008-request-engine.md): applicants start services and follow their requests, providers handle
 * the tasks of their units, Admins see everything; function nodes run as jobs through the functions engine.
 */
export function requestsModule({ db }: ModuleContext, runner: FunctionRunner): AppModule {
  return {
    name: 'requests',
    endpoints: requestRoutes(db),
    jobHandlers: requestJobs(db, runner),
    // A request's files are read by whoever may see the request (request-files.ts).
    fileAccess: requestFileAccess,
    // The hourly overdue reminders (every instance writes the same hour's job once).
    scheduleJobs: () => scheduleReminders(db, new Date()),
  };
}
