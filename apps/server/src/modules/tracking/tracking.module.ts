import { requestApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { trackRequest } from './tracking.service.js';

/**
 * The public tracking page's endpoint (`POST userrequest/track`, open to anyone): a request's status by
 * its tracking code and its applicant's mobile, national ID or username, with limits on failed guesses.
 */
export function trackingModule({ db }: ModuleContext): AppModule {
  return {
    name: 'tracking',
    endpoints: [
      bind(requestApi.track, async ({ body, request }) =>
        ok(await trackRequest(db, body, request.ip ?? null)),
      ),
    ],
  };
}
