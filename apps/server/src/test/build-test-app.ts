import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { AppModule } from '../modules/app-module.js';
import type { JobRunner } from '../plugins/jobs/job-runner.js';
import { testClient, type Client } from './client.js';
import { factoriesFor, type Factories, type TestUser } from './factories.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export type { Client } from './client.js';

/**
 * A real app on a fresh database, clients for anonymous and signed-in callers, and the factories
 * (`t.user()`, `t.unit()`, `t.employee()`, `t.uploadFile()`…) that build rows on it.
 */
export type TestApp = Factories & {
  app: FastifyInstance;
  database: TestDatabase;
  /** Where the app keeps uploaded files: a temporary folder of its own unless `env` named DATA_DIR. */
  dataDir: string;
  anon: Client;
  as(user: TestUser): Client;
  /** Every wait a slowed sign-in answer asked for, in milliseconds; none is really waited. */
  delays: number[];
  /** The app's job runner, which never polls in tests: `t.jobs.runDue()` runs what is due, now. */
  jobs: JobRunner;
  close(): Promise<void>;
};

/**
 * Builds the app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres) and a
 * fresh temporary DATA_DIR (removed on close) unless `env` names one; captcha off unless `env` says
 * CAPTCHA=on; queued jobs run only when a test calls `jobs.runDue()`. `modules` adds test modules beside
 * the app's own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  modules: readonly AppModule[] = [],
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Uploads would otherwise land in ./data, shared by every test file and left behind.
  const ownDataDir = env.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'darvazeh-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const delays: number[] = [];
  const app = await buildApp(config, database, {
    extraModules: modules,
    delay: async (ms) => {
      delays.push(ms);
    },
    pollJobs: false,
  });
  await app.ready();
  return {
    ...factoriesFor(app, database.db),
    app,
    database,
    dataDir: config.dataDir,
    anon: testClient(app, null),
    as: (user) => testClient(app, user.token),
    delays,
    jobs: app.jobs,
    close: async () => {
      await app.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
