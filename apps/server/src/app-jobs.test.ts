import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { AppModule } from './modules/app-module.js';
import { openTestDatabase } from './test/test-database.js';
import { defineJob, enqueueJob } from './plugins/jobs/job-queue.js';

describe('the job runner in the app', () => {
  it('runs the handlers modules declare once the app is ready, and close waits for the job in flight', async () => {
    const database = await openTestDatabase();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const module: AppModule = {
      name: 'test-jobs',
      jobHandlers: [
        defineJob({
          kind: 'test.in-app',
          payload: z.object({ text: z.string() }),
          run: async ({ payload }) => {
            events.push(`run ${payload.text}`);
            started();
            await gate;
            return {
              onDone: async () => {
                events.push('done');
              },
            };
          },
        }),
      ],
    };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-jobs-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_POLL_MS: '100', DATA_DIR: dataDir });
    const app = await buildApp(config, database, { extraModules: [module] });
    expect(app.jobs.kinds).toEqual(expect.arrayContaining(['mail.deliver', 'test.in-app']));
    await enqueueJob(database.db, { kind: 'test.in-app', payload: { text: 'hello' }, key: 'in-app:1' });
    await app.ready();
    await running;
    const closing = app.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).toEqual(['run hello']);
    release();
    await closing;
    // The job ended in the database before it closed.
    expect(events).toEqual(['run hello', 'done', 'closed']);
    await rm(dataDir, { recursive: true, force: true });
  });
});
