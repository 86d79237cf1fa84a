import type { AppModule, ModuleContext } from '../app-module.js';
import {
  authLogResource,
  outboxResource,
  programLogResource,
  securityStampLogResource,
} from './logs.resources.js';
import { mailDeliveryJob } from './mail.service.js';

/** System administration: the read-only logs and the mail outbox, for Admins; mail delivery jobs. */
export function systemModule({ db, config }: ModuleContext): AppModule {
  return {
    name: 'system',
    readOnlyResources: [authLogResource, securityStampLogResource, outboxResource, programLogResource],
    jobHandlers: [mailDeliveryJob(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })],
  };
}
