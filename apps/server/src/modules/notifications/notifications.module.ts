import { outboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { notifySendJob } from './notify-send.job.js';
import type { SmsLog } from './sms-provider.js';

/**
 * Notifications: the `notify.send` job the request engine enqueues (notifications.service.ts). Its log is
 * the app's once the app is ready (before that, messages a test runs go nowhere).
 */
export function notificationsModule({ db, config }: ModuleContext): AppModule {
  let log: SmsLog = () => undefined;
  return {
    name: 'notifications',
    jobs: (app) => {
      log = (detail, message) => app.log.info(detail, message);
    },
    jobHandlers: [
      notifySendJob(db, {
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
        outbound: outboundPolicy({ allowHosts: config.outbound.allowHosts }),
        log: (detail, message) => log(detail, message),
      }),
    ],
  };
}
