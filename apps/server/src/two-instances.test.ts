// Two instances of the app on one database (on PostgreSQL each with its own pool and notice connection; on
// PGlite both on the one in-process database): each keeps copies of session principals, and what instance
// A changes is refused on instance B at its next request, once B has the notice of A's commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { EVERYTHING, sendNotice, type NoticeBus } from './db/notices.js';
import { collectionRecords, services, sessions, unitWebserviceAccesses } from './db/schema/index.js';
import { created, oidcSystem } from './modules/sso/sso.fixture.js';
import { bearerCaller, callWithYears } from './modules/web-services/ws.fixture.js';
import { createSession } from './plugins/session-store.js';
import { testClient, type Client } from './test/client.js';
import { testEngine } from './test/test-database.js';
import { testApp } from './test/test-app.js';
import { textField, type TestUser } from './test/factories.js';

const t = testApp({ admin: true });
let b: FastifyInstance;
let bDatabase: Database;

beforeAll(async () => {
  bDatabase = await t.database.another();
  const config = loadConfig({ LOG_LEVEL: 'silent', CAPTCHA: 'off', DATA_DIR: t.dataDir });
  b = await buildApp(config, bDatabase, { pollJobs: false });
  await b.ready();
  await Promise.all([t.database.notices.ready(), bDatabase.notices.ready()]);
});
afterAll(() => b?.close());

/**
 * Resolves once `bus` has delivered `count` notices that concern user `id` (or every user, or everything),
 * or of another `kind`.
 */
function noticed(bus: NoticeBus, id: number | '*', count = 1, kind = 'user'): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const stop = bus.subscribe((notice) => {
      const about =
        notice.kind === '*' ||
        (id !== '*' && notice.kind === kind && (notice.ids === null || notice.ids.includes(String(id))));
      if (about && ++seen === count) {
        stop();
        resolve();
      }
    });
  });
}

const onB = (user: TestUser): Client => testClient(b, user.token);
const profile = (client: Client) => client.get('/api/v1/account/profile');

/** Deletes a user's sessions with the triggers paused: no notice, so only a copy can still answer. */
async function deleteUnnoticed(userId: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

describe('caches per instance, dropped by the notices of another', () => {
  it('keeps a copy: a session deleted with no notice still answers on both instances', async () => {
    const person = await t.user();
    expect((await profile(t.as(person))).statusCode).toBe(200);
    expect((await profile(onB(person))).statusCode).toBe(200);
    await deleteUnnoticed(person.id);
    expect((await profile(t.as(person))).statusCode).toBe(200);
    expect((await profile(onB(person))).statusCode).toBe(200);
    // A notice of everything (what a restore sends) drops every copy on every instance.
    const dropped = noticed(bDatabase.notices, '*');
    await t.database.db.transaction((tx) => sendNotice(tx, EVERYTHING));
    await dropped;
    expect((await profile(t.as(person))).statusCode).toBe(401);
    expect((await profile(onB(person))).statusCode).toBe(401);
  });

  it('refuses on B a session signed out on A; on the instance that wrote, at once', async () => {
    const person = await t.user();
    const second = { ...person, token: await createSession(t.database.db, { userId: person.id }) };
    expect((await profile(onB(person))).statusCode).toBe(200);
    expect((await profile(onB(second))).statusCode).toBe(200);
    const seen = noticed(bDatabase.notices, person.id);
    expect((await t.as(person).get('/api/v1/account/logout/false')).statusCode).toBe(200);
    // A's own copy went before its write answered: nothing to wait for.
    expect((await profile(t.as(person))).statusCode).toBe(401);
    await seen;
    expect((await profile(onB(person))).statusCode).toBe(401);
    // The same the other way round: B signs the second session out, and B refuses it at once.
    expect((await profile(t.as(second))).statusCode).toBe(200);
    const seenByA = noticed(t.database.notices, person.id);
    expect((await onB(second).get('/api/v1/account/logout/false')).statusCode).toBe(200);
    expect((await profile(onB(second))).statusCode).toBe(401);
    await seenByA;
    expect((await profile(t.as(second))).statusCode).toBe(401);
  });

  it('refuses on B a role removed on A, and a user locked on A', async () => {
    const person = await t.user({ roles: ['Admin'] });
    const adminRead = `/api/v1/user/${t.admin.id}`;
    expect((await onB(person).get(adminRead)).statusCode).toBe(200);
    expect((await onB(person).get(adminRead)).statusCode).toBe(200);
    const { firstName, lastName } = (await t.as(t.admin).get(`/api/v1/user/${person.id}`)).json().data;
    const roleGone = noticed(bDatabase.notices, person.id);
    const edit = await t.as(t.admin).put(`/api/v1/user/${person.id}`, { firstName, lastName, roleIds: [] });
    expect(edit.statusCode, edit.body).toBe(200);
    await roleGone;
    expect((await onB(person).get(adminRead)).statusCode).toBe(403);
    expect((await profile(onB(person))).statusCode).toBe(200);

    const locked = noticed(bDatabase.notices, person.id);
    const lock = await t
      .as(t.admin)
      .put(`/api/v1/user/${person.id}`, { firstName, lastName, roleIds: [], locked: true });
    expect(lock.statusCode, lock.body).toBe(200);
    await locked;
    expect((await profile(onB(person))).statusCode).toBe(401);
  });

  it('serves on B the site settings, a general setting and the menus changed on A', async () => {
    const anonB = testClient(b, null);
    const title = async (client: Client) => (await client.get('/api/v1/setting')).json().data.title as string;
    const before = (await t.anon.get('/api/v1/setting')).json().data;
    expect(await title(anonB)).toBe(before.title);
    const { version: _version, loginVector: _loginVector, sso: _sso, ...body } = before;
    const settingsSaved = noticed(bDatabase.notices, 0, 1, 'settings');
    const saved = await t.as(t.admin).put('/api/v1/setting', { ...body, title: 'پرتال دانشگاه' });
    expect(saved.statusCode, saved.body).toBe(200);
    await settingsSaved;
    expect(await title(anonB)).toBe('پرتال دانشگاه');

    const pairs = async () => (await anonB.get('/api/v1/generalsetting/all')).json().data.list as unknown[];
    await pairs();
    const shape = JSON.stringify({ showTypes: ['all'], unitTypeIds: [] });
    const generalSaved = noticed(bDatabase.notices, 0, 1, 'settings');
    const general = await t
      .as(t.admin)
      .post('/api/v1/generalsetting', { name: 'displaySystemsBaseOn', data: shape });
    expect(general.statusCode, general.body).toBe(200);
    await generalSaved;
    expect(await pairs()).toContainEqual({ name: 'displaySystemsBaseOn', data: shape });

    const menues = async () => (await anonB.get('/api/v1/menu/get-menues')).json().data as { id: number }[];
    await menues();
    const menuAdded = noticed(bDatabase.notices, 0, 1, 'menus');
    const menu = await t
      .as(t.admin)
      .post('/api/v1/menu', { fname: 'دانشگاه', justLink: true, link: 'https://ut.ac.ir' });
    expect(menu.statusCode, menu.body).toBe(200);
    await menuAdded;
    expect((await menues()).map((m) => m.id)).toContain(menu.json().data.id);
    const menuGone = noticed(bDatabase.notices, 0, 1, 'menus');
    expect((await t.as(t.admin).delete(`/api/v1/menu/${menu.json().data.id}`)).statusCode).toBe(200);
    await menuGone;
    expect((await menues()).map((m) => m.id)).not.toContain(menu.json().data.id);
  });

  it('refuses client credentials on B for a system given an address limit on A, then disabled on A', async () => {
    const admin = t.as(t.admin);
    const system = await oidcSystem(admin, { grantTypes: ['client_credentials'] });
    const token = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${system.clientId}:${system.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      });
    const first = await token(b);
    expect(first.statusCode, first.body).toBe(200);
    expect((await token(b)).statusCode).toBe(200);

    const limited = noticed(bDatabase.notices, system.id, 1, 'system');
    const limit = await created(admin, 'ssoiplimit', {
      clientId: system.id,
      range: '10.0.0.0/8',
      allowed: true,
    });
    await limited;
    expect((await token(b)).statusCode).toBe(400);
    const lifted = noticed(bDatabase.notices, system.id, 1, 'system');
    expect((await admin.delete(`/api/v1/ssoiplimit/${limit.id}`)).statusCode).toBe(200);
    await lifted;
    expect((await token(b)).statusCode).toBe(200);

    const { name, description, homeUrl, unitId, showOnMainPage, priority } = (
      await admin.get(`/api/v1/ssomanagement/${system.id}`)
    ).json().data;
    const disabled = noticed(bDatabase.notices, system.id, 1, 'system');
    const off = { name, description, homeUrl, unitId, showOnMainPage, priority, enabled: false };
    expect((await admin.put(`/api/v1/ssomanagement/${system.id}`, off)).statusCode).toBe(200);
    await disabled;
    expect((await token(b)).statusCode).not.toBe(200);
  });

  it('refuses writes on B while a restore on A holds the portal in maintenance, by its lease', async () => {
    // Unauthenticated: refused (not 503) unless the portal is in maintenance, which comes first.
    const write = async () => (await b.inject({ method: 'POST', url: '/api/v1/backup' })).statusCode;
    const maintenanceChanged = () => noticed(bDatabase.notices, 0, 1, 'maintenance');
    const setRow = async (state: string, lease: string) => {
      const changed = maintenanceChanged();
      await t.database.db.execute(sql`
        insert into maintenance (id, backup_id, state, lease_until, started_at)
        values (1, 1, ${state}, now() + ${lease}::interval, now())
        on conflict (id) do update set state = excluded.state, lease_until = excluded.lease_until`);
      await changed;
    };
    expect(await write()).not.toBe(503);
    expect(await write()).not.toBe(503);

    await setRow('running', '10 minutes');
    expect(await write()).toBe(503);
    // A restoring process that died lets its lease lapse: writes go on.
    await setRow('running', '-1 second');
    expect(await write()).not.toBe(503);
    await setRow('running', '10 minutes');
    expect(await write()).toBe(503);
    await setRow('done', '0 seconds');
    expect(await write()).not.toBe(503);
  });

  it('refuses a web service call on B once A removes the unit’s access or disables the service', async () => {
    const admin = t.as(t.admin);
    const { serviceId, token } = await bearerCaller(t, admin);
    const call = () => callWithYears(b, serviceId, { authorization: `Bearer ${token}` });
    // B keeps copies of the service's version, the system's unit and its access.
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const [access] = await t.database.db
      .select()
      .from(unitWebserviceAccesses)
      .where(eq(unitWebserviceAccesses.serviceId, serviceId));
    const unitId = access!.unitId;

    const removed = noticed(bDatabase.notices, unitId, 1, 'wsaccess');
    expect((await admin.delete(`/api/v1/unitwebserviceaccess/${access!.id}`)).statusCode).toBe(200);
    await removed;
    expect((await call()).statusCode).toBe(403);
    expect((await call()).statusCode).toBe(403);
    const allowed = noticed(bDatabase.notices, unitId, 1, 'wsaccess');
    await created(admin, 'unitwebserviceaccess', { unitId, serviceId });
    await allowed;
    expect((await call()).statusCode).toBe(200);

    const disabled = noticed(bDatabase.notices, serviceId, 1, 'service');
    await t.database.db.update(services).set({ enabled: false }).where(eq(services.id, serviceId));
    await disabled;
    expect((await call()).statusCode).toBe(404);
  });

  it('answers on B a dashboard card over a data collection anew once A adds a record or changes the collection', async () => {
    const admin = t.as(t.admin);
    const collection = await t.collection();
    const add = async () => {
      const res = await admin.post(`/api/v1/datacollection/${collection.id}/record`, {
        data: { title: 'الف' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await add();
    const query = await t.storedQuery({
      definition: {
        sources: [{ alias: 'c', collectionId: collection.id }],
        selects: [{ source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' }],
      },
    });
    const dashboard = await created(admin, 'dashboard', {
      title: `داشبورد دو نمونه ${collection.id}`,
      cards: [
        {
          id: 'records',
          title: 'رکوردها',
          queryId: query.id,
          chartType: 'number',
          layout: { x: 0, y: 0, w: 6, h: 4 },
        },
      ],
    });
    const counted = async () => {
      const res = await testClient(b, t.admin.token).post('/api/v1/dashboard/data', { id: dashboard.id });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().data.cards[0].rows[0].n);
    };
    // B keeps its answer: a record written with no notice is not counted there.
    const addUnnoticed = () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.insert(collectionRecords).values({ collectionId: collection.id, data: {}, keys: {} });
      });
    expect(await counted()).toBe(1);
    await addUnnoticed();
    expect(await counted()).toBe(1);

    const added = noticed(bDatabase.notices, collection.id, 1, 'records');
    await add();
    await added;
    expect(await counted()).toBe(3);

    await addUnnoticed();
    expect(await counted()).toBe(3);
    const changed = noticed(bDatabase.notices, collection.id, 1, 'records');
    const res = await admin.put(`/api/v1/datacollection/${collection.id}`, {
      fname: `مجموعه دو نمونه ${collection.id}`,
      formInfo: { formFields: [textField('title', 'عنوان تازه')] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await changed;
    expect(await counted()).toBe(4);
  });

  it.runIf(testEngine() === 'postgres')(
    'drops every copy when the notice connection is lost, and caches again once it listens',
    async () => {
      const person = await t.user();
      expect((await profile(onB(person))).statusCode).toBe(200);
      await deleteUnnoticed(person.id);
      expect((await profile(onB(person))).statusCode).toBe(200);
      // Lost (everything dropped), then listening again (everything dropped once more).
      const back = noticed(bDatabase.notices, '*', 2);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'darvazeh-notices' and datname = current_database()`,
      );
      await back;
      expect(bDatabase.notices.live()).toBe(true);
      expect((await profile(onB(person))).statusCode).toBe(401);
      // And it caches again: a second session survives a delete with no notice.
      const later = await t.user();
      expect((await profile(onB(later))).statusCode).toBe(200);
      await deleteUnnoticed(later.id);
      expect((await profile(onB(later))).statusCode).toBe(200);
    },
  );
});
