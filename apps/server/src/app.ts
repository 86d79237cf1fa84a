import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerEndpoints } from './plugins/endpoints.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerMaintenance } from './plugins/maintenance.js';
import { createJobRunner, type JobRunner } from './plugins/jobs/job-runner.js';
import { loggerOptions } from './plugins/program-log/logger.js';
import {
  createProgramLog,
  type ProgramLog,
  type ProgramLogOptions,
} from './plugins/program-log/program-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { sessionCache } from './plugins/session-store.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerXsrf } from './plugins/xsrf.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerReadiness } from './plugins/readiness.js';
import { createHub, type Hub } from './modules/hub/hub.js';
import { HUB_MAX_PAYLOAD, registerHubRoute } from './modules/hub/hub.routes.js';
import { endpointsOf, type AppModule } from './modules/app-module.js';
import { appModules } from './modules/index.js';
import { realDelay, type Delay } from './modules/identity/identity.context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method and URL pattern). */
    routeList: readonly { method: string; url: string }[];
    /** The app's modules, for tests that sweep every resource. */
    modules: readonly AppModule[];
    /** The job queue's runner of this process (tests drain it with `runDue`). */
    jobs: JobRunner;
    /** This process's program log (tests wait for its rows with `flush`). */
    programLog: ProgramLog;
    /** This process's live hub connections (modules/hub). */
    hub: Hub;
  }
}

/** Application version shown in `/conf.json`. */
export const APP_VERSION = '0.1.0';

// Validation messages reach users, so zod speaks Persian.
z.config(z.locales.fa());

/**
 * What tests may add or replace: modules beside the app's own (a file-access rule of their own), the
 * wait of a slowed sign-in answer, whether the job runner polls (tests run due jobs themselves), and the
 * program log's limits.
 */
export type AppOptions = {
  extraModules?: readonly AppModule[];
  delay?: Delay;
  pollJobs?: boolean;
  programLog?: ProgramLogOptions;
};

/** Builds the whole application on an open database; never listens (server.ts does). */
export async function buildApp(
  config: Config,
  database: Database,
  { extraModules = [], delay = realDelay, pollJobs = true, programLog: programLogOptions }: AppOptions = {},
): Promise<FastifyInstance> {
  // Warnings and errors go to program_logs as well as standard output (LOG_LEVEL; silent in tests).
  const programLog = createProgramLog(database.db, programLogOptions);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, programLog),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Only when the operator names the proxy: otherwise X-Forwarded-For would let anyone pick their IP
    // and walk around the per-IP sign-in limits.
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // Requests Node refuses before routing (a URL over 16 KB, …) are answered in Persian.
    clientErrorHandler,
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
  app.decorate('programLog', programLog);
  programLog.register(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: HUB_MAX_PAYLOAD } });
  const https = config.publicOrigin?.startsWith('https://') ?? false;
  registerSecurityHeaders(app, { https });
  const readiness = registerReadiness(app);
  registerHealthRoutes(app, () => database.ping(), readiness);
  // Writes wait while a restore replaces the data (every route but the health probes, which are reads).
  registerMaintenance(app, database.db);

  // Everything people and the web client reach: XSRF cookie and check, the API, the web app.
  // Health probes stay outside, so load balancers get no cookies and pay for no hooks.
  const { db } = database;
  // This instance's caches, each dropped by the notices of the transactions that change what it holds.
  const sessions = sessionCache(database.notices);
  app.addHook('onClose', async () => sessions.close());
  const hub = createHub({ db: database.db, notices: database.notices, sessions, log: app.log });
  app.decorate('hub', hub);
  // Before the server closes: every browser is told to reconnect (another instance answers).
  app.addHook('preClose', async () => hub.close());
  const modules = appModules(
    { db, engine: database.kind, config, version: APP_VERSION, delay },
    extraModules,
  );
  app.decorate('modules', modules);
  const boot = modules.find((module) => module.boot)?.boot;
  if (!boot) throw new Error('no module gives the page boot data');

  // Protocol routes other sites and servers call (the OIDC provider under /oidc, SAML2 under /saml) stay
  // outside the XSRF check and the API scope.
  for (const module of modules) await module.routes?.(app);
  const formActionSources = modules.flatMap((module) =>
    module.pageFormActions ? [module.pageFormActions] : [],
  );

  // Everything people and the web client reach: XSRF cookie and check, the API, the web app.
  // Health probes stay outside, so load balancers get no cookies and pay for no hooks.
  await app.register(async (site) => {
    registerXsrf(site, { secure: https });
    await site.register(
      async (api) => {
        registerSession(api, db, sessions);
        registerHubRoute(api, hub, config);
        await registerEndpoints(
          api,
          modules.flatMap((module) => endpointsOf(db, module)),
        );
      },
      { prefix: '/api/v1' },
    );
    await registerStaticWeb(site, {
      webDist: config.webDist,
      conf: () => boot.conf(),
      boot: (page) => boot.page(page),
      formActions: async (request) => (await Promise.all(formActionSources.map((f) => f(request)))).flat(),
    });
  });
  // Fastify runs onClose hooks last registered first: the database closes after every hook below, so
  // the modules' background work and the job runner still reach it while they finish.
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Registered after the database's hook, so it runs before it: the last records are written first.
  app.addHook('onClose', async () => {
    await programLog.close();
  });
  for (const module of modules) module.jobs?.(app);
  const jobs = createJobRunner(db, {
    handlers: modules.flatMap((module) => module.jobHandlers ?? []),
    concurrency: config.jobs.concurrency,
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseMs,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  if (pollJobs)
    app.addHook('onReady', async () => {
      for (const module of modules) await module.scheduleJobs?.();
      jobs.start();
    });
  // Jobs in flight finish; jobs not yet claimed (reset mails queued while closing too) wait in the table
  // for the next start or another instance.
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return app;
}
