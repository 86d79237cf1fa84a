import { outboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import type { SmsLog } from '../notifications/sms.service.js';
import { registrationCleanupJob, scheduleRegistrationCleanup } from './registration-cleanup.job.js';
import { registrationSmsJob } from './registration-sms.job.js';
import { registrationRoutes } from './registration.routes.js';

/**
 * Applicants' registration (ثبت‌نام متقاضیان): its two `account/register…` endpoints and the
 * `registration.sms` job that sends the codes, and the daily `registration.cleanup`. Its log is the
 * app's once the app is ready.
 */
export function registrationModule({ db, config }: ModuleContext): AppModule {
  let log: SmsLog = () => undefined;
  return {
    name: 'registration',
    endpoints: registrationRoutes({
      db,
      captcha: config.captcha,
      secureCookies: config.publicOrigin?.startsWith('https://') ?? false,
    }),
    jobs: (app) => {
      log = (detail, message) => app.log.info(detail, message);
    },
    jobHandlers: [
      registrationSmsJob(db, {
        outbound: outboundPolicy({ allowHosts: config.outbound.allowHosts }),
        log: (detail, message) => log(detail, message),
      }),
      registrationCleanupJob(db),
    ],
    scheduleJobs: () => scheduleRegistrationCleanup(db, new Date()),
  };
}
