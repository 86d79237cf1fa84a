import {
  normalizeText,
  samlSignInApi,
  samlSpApi,
  ssoApi,
  ssoKeysApi,
  ssoUserLimitApi,
} from '@darvazeh/shared';
import { sessionOf } from '../../plugins/authorize.js';
import { ssoMessages } from '../../messages/index.js';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { outboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { FastifyRequest } from 'fastify';
import type { EndedSession } from '../../plugins/session-store.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { oidcParts } from './oidc/oidc.parts.js';
import { SSO_RESOURCE, ssoResource } from './sso.resource.js';
import { clientsFor, homeSystemsFor, logoReadable } from './sso.service.js';
import { originOf, registerSamlRoutes } from './saml/saml.routes.js';
import { continuePendingSignIn } from './saml/saml-continue.service.js';
import { portalSignedOut } from './saml/saml-logout.service.js';
import { samlSettingsFor, saveSamlSettings } from './saml/saml-settings.service.js';
import { pendingFormAction, pendingSignIn, SAML_PENDING_COOKIE } from './saml/saml-sign-in.service.js';
import { ssoIpLimitResource, ssoUnitLimitResource, ssoUserLimitResource } from './sso-limits.resource.js';
import { limitUserCandidates } from './sso-limits.service.js';
import { ssoStatisticsOf } from './sso-statistics.service.js';
import { rotateSigningKey, signingKeyStatus, withdrawSigningKey } from './signing-keys.service.js';

/**
 * Connected systems (SPEC §2 /panel/sso): the ssomanagement resource for their managers, `clients` for
 * `/panel/sso/clients` (any signed-in user: the systems the gate lets them into from their address) and
 * `systems` for the home page (visitors too, when the site settings allow an unauthenticated main page).
 * Logos download for whoever may see the system. SAML2 systems' SP settings, and the SAML2 identity
 * provider's routes under /saml. Single logout of both protocols when the user signs out (`signedOut`). The signing keys of both providers for `/panel/sso/setting` (Admins):
 * their status, rotation and the withdrawal of a replaced key.
 */
export function ssoModule(context: ModuleContext): AppModule & {
  signedOut: (
    ended: EndedSession[],
    returnTo: string | null,
    request: FastifyRequest,
  ) => Promise<string | null>;
} {
  const { db, config } = context;
  const outbound = outboundPolicy({ allowHosts: config.outbound.allowHosts });
  const oidc = oidcParts(context);
  return {
    name: 'sso',
    // Single logout when the user signs out of the portal: OIDC systems on their back channel, SAML SPs
    // through the browser (the address it goes to next).
    signedOut: (ended, returnTo, request) =>
      portalSignedOut(
        {
          db,
          origin: originOf(config, request),
          ip: request.ip ?? null,
          otherSystems: oidc.portalSessionsEnded,
        },
        ended,
        returnTo,
      ),
    resources: [ssoResource, ssoUserLimitResource, ssoUnitLimitResource, ssoIpLimitResource],
    fileAccess: { [SSO_RESOURCE]: logoReadable },
    endpoints: [
      bind(ssoApi.clients, async ({ user, request }) => ok(await clientsFor(db, user.id, request.ip))),
      bind(ssoApi.systems, async ({ user, request }) => ok(await homeSystemsFor(db, user, request.ip))),
      bind(samlSpApi.get, async ({ user, params, request }) =>
        ok(await samlSettingsFor(db, user, params.id, originOf(config, request))),
      ),
      bind(samlSpApi.save, async ({ user, params, body, request }) =>
        ok(await saveSamlSettings(db, user, params.id, body, originOf(config, request), outbound)),
      ),
      bind(samlSignInApi.pending, async ({ request }) =>
        ok(await pendingSignIn(db, request.cookies[SAML_PENDING_COOKIE])),
      ),
      bind(samlSignInApi.continuePending, async ({ body, request, reply }) => {
        const { redirectTo, done } = await continuePendingSignIn(
          db,
          {
            token: request.cookies[SAML_PENDING_COOKIE],
            session: sessionOf(request),
            ip: request.ip ?? null,
            origin: originOf(config, request),
          },
          body.approve,
        );
        if (done) reply.clearCookie(SAML_PENDING_COOKIE, { path: '/' });
        return ok({ redirectTo });
      }),
      bind(ssoApi.statistics, async ({ query }) =>
        ok(
          await ssoStatisticsOf(
            db,
            { from: query.from, to: query.to, clientId: query.clientId },
            query.bucket,
          ),
        ),
      ),
      bind(ssoKeysApi.list, async () => ok(await signingKeyStatus(db))),
      bind(ssoKeysApi.rotate, async ({ user, body, request }) =>
        ok(
          await rotateSigningKey(db, { id: user.id, requestId: request.id }, body.protocol),
          ssoMessages.keys.rotated[body.protocol],
        ),
      ),
      bind(ssoKeysApi.withdraw, async ({ user, body, request }) =>
        ok(
          await withdrawSigningKey(db, { id: user.id, requestId: request.id }, body.protocol, body.id),
          ssoMessages.keys.withdrawn[body.protocol],
        ),
      ),
      bind(ssoUserLimitApi.users, async ({ query }) =>
        ok(await limitUserCandidates(db, normalizeText(query.q))),
      ),
      ...oidc.endpoints,
    ],
    // The OpenID Connect / OAuth2 provider at /oidc (oidc/) and the SAML2 identity provider at /saml (saml/).
    routes: async (app) => {
      await oidc.routes(app);
      await registerSamlRoutes(app, db, config, oidc.portalSessionsEnded);
    },
    jobHandlers: oidc.jobHandlers,
    scheduleJobs: oidc.scheduleJobs,
    pageFormActions: async (request) => {
      const action = await pendingFormAction(db, request.cookies[SAML_PENDING_COOKIE]);
      return action ? [action] : [];
    },
  };
}
