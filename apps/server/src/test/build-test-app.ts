import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { AppModule } from '../modules/app-module.js';
import { SESSION_COOKIE } from '../plugins/session-store.js';
import { XSRF_COOKIE } from '../plugins/xsrf.js';
import { buildUser, type TestUser } from './factories.js';
import { openTestDatabase } from './test-database.js';

const XSRF = 'test-xsrf-token';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the real app in-process as one client: its cookies, and the XSRF header a browser would send. */
export type Client = {
  request(
    method: Method,
    url: string,
    body?: unknown,
    extra?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
};

/** A real app on a fresh database, plus clients for anonymous and signed-in callers. */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  anon: Client;
  as(user: TestUser): Client;
  user(options?: Parameters<typeof buildUser>[1]): Promise<TestUser>;
  /** Every wait a slowed sign-in answer asked for, in milliseconds; none is really waited. */
  delays: number[];
  close(): Promise<void>;
};

function client(app: FastifyInstance, token: string | null): Client {
  const request: Client['request'] = (method, url, body, extra = {}) => {
    const cookies: Record<string, string> = { [XSRF_COOKIE]: XSRF };
    if (token) cookies[SESSION_COOKIE] = token;
    return app.inject({
      method,
      url,
      cookies,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
      headers: { 'x-xsrf-token': XSRF, ...(extra.headers ?? {}) },
    });
  };
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body ?? {}),
    put: (url, body) => request('PUT', url, body ?? {}),
    delete: (url) => request('DELETE', url),
  };
}

/**
 * Builds the app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres); captcha
 * off unless `env` says CAPTCHA=on. `modules` adds test modules beside the app's own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  modules: readonly AppModule[] = [],
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', CAPTCHA: 'off', ...env });
  const delays: number[] = [];
  const app = await buildApp(config, database, {
    extraModules: modules,
    delay: async (ms) => {
      delays.push(ms);
    },
  });
  await app.ready();
  return {
    app,
    database,
    anon: client(app, null),
    as: (user) => client(app, user.token),
    user: (options) => buildUser(database.db, options),
    delays,
    close: () => app.close(),
  };
}
