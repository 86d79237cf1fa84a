import { afterAll, beforeAll } from 'vitest';
import type { AppModule } from '../modules/app-module.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';

export type { Client, TestApp } from './build-test-app.js';
export type { TestUser } from './factories.js';

/** What a test file's app starts with. */
export type TestAppOptions = {
  /**
   * Environment over the test defaults (see buildTestApp); a function when it names something an earlier
   * `beforeAll` of the file starts (a mail sink, a folder), read when the app is built.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Test modules beside the app's own. */
  modules?: readonly AppModule[];
  /** Also create a signed-in Admin, `t.admin`, before the file's own hooks run. */
  admin?: boolean;
};

/**
 * Registers the hooks that build a TestApp before the file's tests (and its later `beforeAll` hooks) and
 * close it after them, and answers that app, as e2e/fixtures/journey.ts does for the journeys. Its fields
 * are there inside tests and hooks only: reading one while the file is collected throws.
 */
export function testApp(options: TestAppOptions & { admin: true }): TestApp & { admin: TestUser };
export function testApp(options?: TestAppOptions): TestApp;
export function testApp({ env, modules, admin }: TestAppOptions = {}): TestApp & { admin?: TestUser } {
  let built: (TestApp & { admin?: TestUser }) | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof env === 'function' ? env() : env, modules);
    if (admin) built.admin = await built.user({ roles: ['Admin'] });
  });
  afterAll(() => built?.close());
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!built) throw new Error(`testApp(): t.${String(key)} was read before the app was built`);
      return Reflect.get(built, key) as unknown;
    },
  });
}
