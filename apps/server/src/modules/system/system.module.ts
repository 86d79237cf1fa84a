import type { AppModule } from '../app-module.js';
import { authLogResource, outboxResource, securityStampLogResource } from './logs.resources.js';

/** System administration: the read-only logs and the mail outbox, for Admins. */
export function systemModule(): AppModule {
  return {
    name: 'system',
    readOnlyResources: [authLogResource, securityStampLogResource, outboxResource],
  };
}
