// What the OIDC provider adds to the sso module: its endpoints, its /oidc routes and its clean-up job.
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { ssoApi, ssoOidcApi } from '@darvazeh/shared';
import { sessionOf } from '../../../plugins/authorize.js';
import { bind } from '../../../plugins/endpoints.js';
import { ok } from '../../../plugins/envelope.js';
import { defineJob } from '../../../plugins/jobs/job-queue.js';
import type { AppModule, ModuleContext } from '../../app-module.js';
import type { EndedSession } from '../../../plugins/session-store.js';
import { endProviderSessions, grantsOf, revokeGrant } from './oidc-grants.service.js';
import { createOidcProvider, issuerOf } from './oidc-provider.js';
import { readClientSettings, rotateClientSecret, saveClientSettings } from './oidc-clients.service.js';
import { registerOidcRoutes } from './oidc.routes.js';
import { keyRingCache, type KeyRingUse } from '../key-ring.js';
import {
  generationsInForce,
  generationsOf,
  keysInForceOrFirst,
  purgeRetiredKeys,
} from '../signing-keys.service.js';
import { readSsoSettings, ssoSettingsCache } from '../sso-settings.service.js';
import {
  answerConsent,
  answerContinue,
  cleanUpExpired,
  consentDetails,
  CONTINUE_COOKIE,
  CONTINUE_COOKIE_PATH,
  continueDetails,
  OIDC_CLEANUP_JOB,
  scheduleOidcCleanup,
} from './oidc.service.js';

type OidcParts = Required<Pick<AppModule, 'endpoints' | 'jobHandlers' | 'scheduleJobs' | 'routes'>> & {
  /** Ends the provider sessions that followed portal sessions just ended, telling their systems. */
  portalSessionsEnded: (ended: EndedSession[]) => Promise<void>;
};

/**
 * The provider's parts. The provider is built on first use (its keys read, or made on the very first
 * start), and built again on the next use after the keys in force changed on any instance (a rotation, or
 * a replaced key's time running out). Every use refreshes the single sign-on settings (ssoSetting) by the
 * same rule as the keys — read again unless the use accepts a read up to `maxAgeMs` old — so the token
 * lifetimes and the session policy follow a change on any instance: at once in browsers, within 5 s at
 * the endpoints relying parties call from their servers, which so run no extra statement.
 */
export function oidcParts({ db, config }: ModuleContext): OidcParts {
  let log: FastifyInstance['log'] | undefined;
  const settings = ssoSettingsCache(() => readSsoSettings(db));
  const logs = {
    warn: (obj: object, msg: string) => log?.warn(obj, msg),
    info: (obj: object, msg: string) => log?.info(obj, msg),
  };
  const deps = { db, config, log: logs, settings: settings.current };
  const built: KeyRingUse<Provider> = keyRingCache(
    () => generationsInForce(db, 'oidc'),
    async () => {
      const rows = await keysInForceOrFirst(db, 'oidc');
      const keys = {
        jwks: { keys: rows.flatMap((row) => row.jwks.keys) },
        cookieKeys: rows.flatMap((row) => row.cookieKeys),
      };
      return { value: createOidcProvider(deps, keys), generations: generationsOf(rows) };
    },
  );
  const provider: KeyRingUse<Provider> = async (maxAgeMs = 0) =>
    (await Promise.all([built(maxAgeMs), settings.fresh(maxAgeMs)]))[0];
  const issuer = { issuer: issuerOf(config) };
  return {
    portalSessionsEnded: (ended) => endProviderSessions({ db, provider, log: logs }, ended),
    endpoints: [
      // The caller's own grants (`/panel/sso/clients`).
      bind(ssoApi.grants, async ({ user }) => ok(await grantsOf(db, user))),
      bind(ssoApi.revokeGrant, async ({ user, params, request }) => {
        await revokeGrant({ db, provider, log: request.log }, user, params.id, request.ip);
        return ok(null);
      }),
      bind(ssoOidcApi.settings, async ({ user, params }) =>
        ok(await readClientSettings(db, user, params.id, issuer)),
      ),
      bind(ssoOidcApi.saveSettings, async ({ user, params, body }) =>
        ok(await saveClientSettings(db, user, params.id, body, issuer)),
      ),
      bind(ssoOidcApi.rotateSecret, async ({ user, params }) =>
        ok(await rotateClientSecret(db, user, params.id, issuer)),
      ),
      bind(ssoOidcApi.consentDetails, async ({ user, params }) =>
        ok(await consentDetails(await provider(), user, params.uid)),
      ),
      bind(ssoOidcApi.consent, async ({ user, params, body }) =>
        ok(await answerConsent(await provider(), user, params.uid, body.approve)),
      ),
      bind(ssoOidcApi.continueDetails, async ({ params, request }) =>
        ok(await continueDetails(await provider(), params.uid, request.cookies[CONTINUE_COOKIE])),
      ),
      bind(ssoOidcApi.continue, async ({ params, body, request, reply }) => {
        const oidc = await provider();
        const answer = await answerContinue(
          { db, provider: oidc, settings: settings.current() },
          sessionOf(request),
          {
            uid: params.uid,
            boundUid: request.cookies[CONTINUE_COOKIE],
            approve: body.approve,
          },
        );
        reply.clearCookie(CONTINUE_COOKIE, { path: CONTINUE_COOKIE_PATH });
        return ok(answer);
      }),
    ],
    jobHandlers: [
      defineJob({
        kind: OIDC_CLEANUP_JOB,
        payload: z.object({}),
        run: async () => {
          await cleanUpExpired(db);
          await purgeRetiredKeys(db);
          await scheduleOidcCleanup(db, new Date(Date.now() + 3_600_000));
        },
      }),
    ],
    scheduleJobs: () => scheduleOidcCleanup(db, new Date()),
    routes: async (app) => {
      log = app.log;
      await registerOidcRoutes(app, {
        db,
        provider,
        settings: settings.current,
        https: config.publicOrigin?.startsWith('https://') ?? false,
      });
    },
  };
}
