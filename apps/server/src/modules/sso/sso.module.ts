import { normalizeText, ssoApi, ssoUserLimitApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { SSO_RESOURCE, ssoResource } from './sso.resource.js';
import { clientsFor, homeSystemsFor, logoReadable } from './sso.service.js';
import { ssoIpLimitResource, ssoUnitLimitResource, ssoUserLimitResource } from './sso-limits.resource.js';
import { limitUserCandidates } from './sso-limits.service.js';
import { ssoStatisticsOf } from './sso-statistics.service.js';

/**
 * Connected systems (SPEC §2 /panel/sso): the ssomanagement resource for their managers, `clients` for
 * `/panel/sso/clients` (any signed-in user) and `systems` for the home page (visitors too, when the
 * site settings allow an unauthenticated main page). Logos download for whoever may see the system.
 */
export function ssoModule({ db }: ModuleContext): AppModule {
  return {
    name: 'sso',
    resources: [ssoResource, ssoUserLimitResource, ssoUnitLimitResource, ssoIpLimitResource],
    fileAccess: { [SSO_RESOURCE]: logoReadable },
    endpoints: [
      bind(ssoApi.clients, async () => ok(await clientsFor(db))),
      bind(ssoApi.systems, async ({ user }) => ok(await homeSystemsFor(db, user))),
      bind(ssoApi.statistics, async ({ query }) =>
        ok(
          await ssoStatisticsOf(
            db,
            { from: query.from, to: query.to, clientId: query.clientId },
            query.bucket,
          ),
        ),
      ),
      bind(ssoUserLimitApi.users, async ({ query }) =>
        ok(await limitUserCandidates(db, normalizeText(query.q))),
      ),
    ],
  };
}
