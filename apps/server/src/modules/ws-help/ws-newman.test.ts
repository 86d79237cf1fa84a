// Issue 26 Done-when: a client nobody here wrote — newman, Postman's own runner — runs the collection the
// portal generates against the portal listening on a real port. The collection's pre-request script gets
// the connected system's token by client credentials once and keeps it; each request calls /ws/call; newman's own checks
// (status 200 or 202) must all pass, and the calls must be the ones the API log holds.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiLogs } from '../../db/schema/index.js';
import { reviewedService } from '../../test/request-fixtures.js';
import { created, oidcSystem } from '../sso/sso.fixture.js';
import { listeningApp } from '../sso/oidc/oidc-browser.fixture.js';
import { publishedSyncService } from '../web-services/ws.fixture.js';

/** What this test reads of newman's run summary. */
type Summary = {
  run: {
    stats: { requests: { total: number; failed: number }; assertions: { total: number; failed: number } };
    failures: { error: { message: string } }[];
    executions: { request: { url: { toString(): string } }; response?: { code: number } }[];
  };
};
type Newman = {
  run(options: Record<string, unknown>, done: (error: Error | null, summary: Summary) => void): unknown;
};
// newman is CommonJS without types of its own.
const newman = createRequire(import.meta.url)('newman') as Newman;

const runCollection = (collection: unknown) =>
  new Promise<Summary>((resolve, reject) =>
    newman.run({ collection, reporters: [] }, (error, summary) => (error ? reject(error) : resolve(summary))),
  );

/** The statuses /ws/call answered in the run (the token requests the script sends left out). */
const callCodes = (summary: Summary) =>
  new Set(
    summary.run.executions
      .filter((e) => e.request.url.toString().includes('/ws/call/'))
      .map((e) => e.response?.code),
  );

const { t, originOf } = listeningApp();

describe('the generated Postman collection under newman', () => {
  let collection: {
    variable: { key: string; value: string }[];
    item: unknown[];
  };
  let systemId: number;

  beforeAll(async () => {
    const adminUser = await t.user({ roles: ['Admin'] });
    const admin = t.as(adminUser);
    const unit = await t.unit();
    const system = await oidcSystem(
      admin,
      { grantTypes: ['client_credentials'], scopes: ['openid'] },
      { unitId: unit.id },
    );
    systemId = system.id;
    // A synchronous service (start → form → compute → end) and one with a person's task.
    const syncId = await publishedSyncService(
      t,
      admin,
      { mapInputs: 'ename' },
      { name: 'echo', value: 'age' }, // the collection's example age is not a number
    );
    const human = await reviewedService(t, adminUser, unit, { options: { isApi: true, method: 'post' } });
    for (const serviceId of [syncId, human.id])
      await created(admin, 'unitwebserviceaccess', { unitId: unit.id, serviceId });

    const res = await admin.get('/ws/GeneratePostmanCollection');
    expect(res.statusCode).toBe(200);
    collection = res.json();
    // What an integrator fills in after importing: the system's id and secret (the collection's variables).
    for (const variable of collection.variable) {
      if (variable.key === 'clientId') variable.value = system.clientId;
      if (variable.key === 'clientSecret') variable.value = system.secret;
    }
    expect(collection.variable.find((v) => v.key === 'baseUrl')?.value).toBe(originOf());
  });

  it('runs every request and every check passes', async () => {
    const summary = await runCollection(collection);
    expect(summary.run.failures.map((f) => f.error.message)).toEqual([]);
    // One token request (client_secret_basic, client credentials) for the whole run: the second call
    // reuses the token the pre-request script kept.
    expect(summary.run.stats.requests).toMatchObject({ total: collection.item.length + 1, failed: 0 });
    expect(summary.run.stats.assertions).toMatchObject({ total: collection.item.length, failed: 0 });
    expect(callCodes(summary)).toEqual(new Set([200, 202]));
    const logged = await t.database.db.select().from(apiLogs).where(eq(apiLogs.systemId, systemId));
    expect(logged.map((row) => row.status).sort()).toEqual([200, 202]);
  });

  it('fails its checks when the secret is wrong (the run can fail)', async () => {
    const wrong = structuredClone(collection);
    for (const variable of wrong.variable) if (variable.key === 'clientSecret') variable.value = 'not-it';
    const summary = await runCollection(wrong);
    expect(summary.run.stats.assertions.failed).toBe(wrong.item.length);
    expect(callCodes(summary)).toEqual(new Set([401]));
  });
});
