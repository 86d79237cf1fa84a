import { requestApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule } from '../app-module.js';
import { requestCounter } from './requests.service.js';

/** Requests (SPEC §1): so far the counters of received and sent requests (Employee or Admin, SPEC §6). */
export function requestsModule(): AppModule {
  return {
    name: 'requests',
    endpoints: [bind(requestApi.counter, async ({ user }) => ok(await requestCounter(user)))],
  };
}
