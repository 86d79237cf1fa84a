import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerResource } from './plugins/resources/resource-routes.js';
import { registerReadOnlyResource } from './plugins/resources/read-only-routes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerXsrf } from './plugins/xsrf.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { readOnlyResources, resources } from './modules/resources.js';
import { registerOrganisationRoutes } from './modules/organisation/organisation.routes.js';
import { registerNewsRoutes } from './modules/news/news.routes.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { registerDocRepoFileAccess } from './modules/doc-repo/doc-repo.routes.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { readPageBoot, readSiteConf } from './modules/site/page-boot.js';
import { registerRequestRoutes } from './modules/requests/requests.routes.js';
import { registerCollectionRoutes } from './modules/collections/collections.routes.js';
import { registerRecordRoutes } from './modules/collections/records.routes.js';
import { registerSsoRoutes } from './modules/sso/sso.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method and URL pattern). */
    routeList: readonly { method: string; url: string }[];
  }
}

/** Application version shown in `/conf.json`. */
export const APP_VERSION = '0.1.0';

// Validation messages reach users, so zod speaks Persian.
z.config(z.locales.fa());

/** Builds the whole application on an open database; never listens (server.ts does). */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Only when the operator names the proxy: otherwise X-Forwarded-For would let anyone pick their IP
    // and walk around the per-IP sign-in limits.
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
  });
  // Every route, for tests that sweep the whole API (XSRF, permissions).
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(cookie);
  const https = config.publicOrigin?.startsWith('https://') ?? false;
  registerSecurityHeaders(app, { https });
  registerHealthRoutes(app, () => database.ping());

  // Everything people and the web client reach: XSRF cookie and check, the API, the web app.
  // Health probes stay outside, so load balancers get no cookies and pay for no hooks.
  await app.register(async (site) => {
    registerXsrf(site, { secure: https });
    await site.register(
      async (api) => {
        registerSession(api, database.db);
        registerIdentityRoutes(api, {
          db: database.db,
          captcha: config.captcha,
          mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
          secureCookies: https,
        });
        await registerFileRoutes(api, {
          db: database.db,
          dataDir: config.dataDir,
          uploads: config.uploads,
        });
        registerOrganisationRoutes(api, database.db);
        registerNewsRoutes(api, database.db);
        registerContentRoutes(api, database.db);
        registerDocRepoFileAccess();
        registerSettingsRoutes(api, database.db, APP_VERSION);
        registerRequestRoutes(api);
        registerCollectionRoutes(api);
        registerRecordRoutes(api, database.db);
        registerSsoRoutes(api, database.db);
        for (const resource of resources) registerResource(api, database.db, resource);
        for (const resource of readOnlyResources) registerReadOnlyResource(api, database.db, resource);
      },
      { prefix: '/api/v1' },
    );
    await registerStaticWeb(site, {
      webDist: config.webDist,
      conf: () => readSiteConf(database.db, APP_VERSION),
      boot: (page) => readPageBoot(database.db, APP_VERSION, page),
    });
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
