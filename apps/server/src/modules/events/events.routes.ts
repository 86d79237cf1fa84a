import { systemEventApi } from '@darvazeh/shared';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { commonMessages } from '../../messages/index.js';
import { eventItemOf, runItemOf, setEventEnabled, testFireEvent } from './event-admin.service.js';
import type { EventRunDeps } from './event-run.js';

/** Enabling, disabling and test-firing an event (Admins). */
export function eventRoutes(deps: EventRunDeps): BoundEndpoint[] {
  return [
    bind(systemEventApi.enable, async ({ params, user, request }) =>
      ok(
        eventItemOf(await setEventEnabled(deps, { user, requestId: request.id }, params.id, true)),
        commonMessages.saved,
      ),
    ),
    bind(systemEventApi.disable, async ({ params, user, request }) =>
      ok(
        eventItemOf(await setEventEnabled(deps, { user, requestId: request.id }, params.id, false)),
        commonMessages.saved,
      ),
    ),
    bind(systemEventApi.testFire, async ({ params, body, user, request }) =>
      ok(runItemOf(await testFireEvent(deps, { user, requestId: request.id }, params.id, body))),
    ),
  ];
}
