import { ssoApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { oidcParts } from './oidc/oidc.parts.js';
import { SSO_RESOURCE, ssoResource } from './sso.resource.js';
import { clientsFor, homeSystemsFor, logoReadable } from './sso.service.js';

/**
 * Connected systems (SPEC §2 /panel/sso): the ssomanagement resource for their managers, `clients` for
 * `/panel/sso/clients` (any signed-in user) and `systems` for the home page (visitors too, when the
 * site settings allow an unauthenticated main page). Logos download for whoever may see the system.
 */
export function ssoModule(context: ModuleContext): AppModule {
  const { db } = context;
  const oidc = oidcParts(context);
  return {
    name: 'sso',
    resources: [ssoResource],
    fileAccess: { [SSO_RESOURCE]: logoReadable },
    endpoints: [
      bind(ssoApi.clients, async () => ok(await clientsFor(db))),
      bind(ssoApi.systems, async ({ user }) => ok(await homeSystemsFor(db, user))),
      ...oidc.endpoints,
    ],
    // The OpenID Connect / OAuth2 provider at /oidc (oidc/).
    routes: oidc.routes,
    jobHandlers: oidc.jobHandlers,
    scheduleJobs: oidc.scheduleJobs,
  };
}
