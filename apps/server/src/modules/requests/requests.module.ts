import type { AppModule, ModuleContext } from '../app-module.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { DRAFT_RESOURCE, draftFileReadable } from './draft-files.js';
import { requestFileReadable } from './inbox.service.js';
import { scheduleReminders } from './overdue.service.js';
import { requestJobs } from './requests.jobs.js';
import { requestRoutes } from './requests.routes.js';
import { REQUEST_RESOURCE } from './submit.service.js';

/**
 * Requests (SPEC §1 requests and inboxes, §3 userrequest and tempanswer, §7 userrequest/counter;
 * docs/adr/0008-request-engine.md): applicants start services and follow their requests, providers handle
 * the tasks of their units, Admins see everything; function nodes run as jobs through the functions engine.
 */
export function requestsModule({ db }: ModuleContext, runner: FunctionRunner): AppModule {
  return {
    name: 'requests',
    endpoints: requestRoutes(db),
    // A request's files for its applicant and staff; a draft's for its owner, held as pending uploads.
    fileAccess: { [REQUEST_RESOURCE]: requestFileReadable, [DRAFT_RESOURCE]: draftFileReadable },
    draftFileOwners: [DRAFT_RESOURCE],
    jobHandlers: requestJobs(db, runner),
    // The hourly overdue reminders (every instance writes the same hour's job once).
    scheduleJobs: () => scheduleReminders(db, new Date()),
  };
}
