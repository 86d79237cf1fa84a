// A connected system's OpenID Connect settings as its managers keep them, the provider's shared keys and
// the clean-up of expired artefacts.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, oidcPayloads, ssoOidcClients } from '../../../db/schema/index.js';
import { testApp, type Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { created, systemBody, unitRoles } from '../sso.fixture.js';
import { upsertPayload } from './oidc.repository.js';
import { keysInForceOrFirst } from '../signing-keys.service.js';
import { OIDC_CLEANUP_JOB, scheduleOidcCleanup } from './oidc.service.js';

const t = testApp({ env: { PUBLIC_ORIGIN: 'https://portal.example.ac.ir' } });
let admin: Client;
let manager: TestUser;
let plain: TestUser;
let unitA: number;
let unitB: number;

const settings = {
  redirectUris: ['https://edu.example.ac.ir/callback'],
  postLogoutRedirectUris: ['https://edu.example.ac.ir/'],
  grantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['openid', 'profile', 'units'],
};
const path = (id: number) => `/api/v1/ssomanagement/${id}/oidc`;
const stored = async (id: number) =>
  (await t.database.db.select().from(ssoOidcClients).where(eq(ssoOidcClients.systemId, id)))[0];

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const [ordinary, sso] = await unitRoles(t);
  unitA = (await t.unit({ name: 'دانشکده فنی', unitRoleIds: [ordinary, sso] })).id;
  unitB = (await t.unit({ name: 'دانشکده علوم', unitRoleIds: [ordinary, sso] })).id;
  manager = await t.employee({ unitId: unitA, unitRoleId: sso });
  plain = await t.employee({ unitId: unitA, unitRoleId: ordinary });
});

describe('a system’s OpenID Connect settings', () => {
  it('are created on the first save with a client id and a secret shown once and stored hashed', async () => {
    const system = await created(admin, 'ssomanagement', systemBody());
    expect((await admin.get(path(system.id))).json().data).toBeNull();
    const res = await admin.put(path(system.id), settings);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ...settings,
      backchannelLogoutUri: null,
      requireConsent: false,
      issuer: 'https://portal.example.ac.ir/oidc',
      discoveryUrl: 'https://portal.example.ac.ir/oidc/.well-known/openid-configuration',
    });
    expect(data.secret).toMatch(/^[\w-]{43}$/);
    const row = await stored(system.id);
    expect(row?.secretHash).toBe(createHash('sha256').update(data.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.secret);
    const read = (await admin.get(path(system.id))).json().data;
    expect(read).toMatchObject({ clientId: data.clientId, secret: null });

    const again = await admin.put(path(system.id), { ...settings, requireConsent: true });
    expect(again.json().data).toMatchObject({ clientId: data.clientId, secret: null, requireConsent: true });
    expect((await stored(system.id))?.secretHash).toBe(row?.secretHash);
  });

  it('rotates the secret: a new one is shown once and the old hash is gone', async () => {
    const system = await created(admin, 'ssomanagement', systemBody({ categoryId: 2 }));
    const first = (await admin.put(path(system.id), { grantTypes: ['client_credentials'] })).json().data;
    const rotated = await admin.post(`${path(system.id)}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json().data;
    expect(second.secret).toMatch(/^[\w-]{43}$/);
    expect(second.secret).not.toBe(first.secret);
    expect(second.clientId).toBe(first.clientId);
    expect((await stored(system.id))?.secretHash).toBe(
      createHash('sha256').update(second.secret).digest('hex'),
    );
  });

  it.each([
    [
      'a sign-in grant without a redirect URI',
      { grantTypes: ['authorization_code'] },
      'دست‌کم یک نشانی بازگشت وارد کنید.',
    ],
    [
      'refresh tokens without sign-in',
      { grantTypes: ['refresh_token', 'client_credentials'] },
      'توکن تازه‌سازی فقط همراه ورود کاربر (authorization_code) ممکن است.',
    ],
    [
      'a redirect URI with a fragment',
      { ...settings, redirectUris: ['https://edu.example.ac.ir/cb#x'] },
      'نشانی بازگشت باید کامل باشد، با http:// یا https:// شروع شود و بخش # نداشته باشد.',
    ],
    [
      'a javascript: redirect URI',
      { ...settings, redirectUris: ['javascript:alert(1)'] },
      'نشانی بازگشت باید کامل باشد، با http:// یا https:// شروع شود و بخش # نداشته باشد.',
    ],
    ['an unknown grant', { grantTypes: ['password'] }, 'نوع مجوز معتبر نیست.'],
    ['no grant', { grantTypes: [] }, 'دست‌کم یک نوع مجوز را انتخاب کنید.'],
  ])('refuse %s with a Persian 400, saving nothing', async (_label, body, message) => {
    const system = await created(admin, 'ssomanagement', systemBody());
    const res = await admin.put(path(system.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(system.id)).toBeUndefined();
  });

  it('are refused for a SAML system and for one that does not exist', async () => {
    const saml = await created(admin, 'ssomanagement', systemBody({ categoryId: 3 }));
    expect((await admin.put(path(saml.id), settings)).statusCode).toBe(400);
    expect((await admin.put(path(999_999), settings)).statusCode).toBe(404);
  });

  it('are kept by an Employee in unit role 3 for their unit’s systems only; others are refused', async () => {
    const ofA = await t.system({ unitId: unitA });
    const ofB = await t.system({ unitId: unitB });
    const mine = t.as(manager);
    expect((await mine.put(path(ofA.id), settings)).statusCode).toBe(200);
    expect((await mine.get(path(ofA.id))).statusCode).toBe(200);
    expect((await mine.put(path(ofB.id), settings)).statusCode).toBe(404);
    expect((await mine.post(`${path(ofB.id)}/secret`)).statusCode).toBe(404);
    expect((await t.as(plain).get(path(ofA.id))).statusCode).toBe(403);
    expect((await t.anon.get(path(ofA.id))).statusCode).toBe(401);
    expect(await stored(ofB.id)).toBeUndefined();
  });
});

describe('the provider’s keys', () => {
  it('are written once: instances starting together all read the same keys', async () => {
    const db = t.database.db;
    const answers = await Promise.all([1, 2, 3].map(() => keysInForceOrFirst(db, 'oidc')));
    expect(answers[0]).toHaveLength(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await keysInForceOrFirst(db, 'oidc')).toEqual(answers[0]);
  });
});

describe('the clean-up job', () => {
  it('deletes expired artefacts, keeps live ones and writes the next hour’s run', async () => {
    const db = t.database.db;
    const row = (id: string, expiresAt: Date | null) => ({
      model: 'AccessToken',
      id,
      payload: { jti: id },
      grantId: null,
      uid: null,
      userCode: null,
      expiresAt,
    });
    await upsertPayload(db, row('dead', new Date(Date.now() - 1000)));
    await upsertPayload(db, row('live', new Date(Date.now() + 3_600_000)));
    await scheduleOidcCleanup(db, new Date());
    await t.jobs.runDue();
    const ids = (await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id);
    expect(ids).toContain('live');
    expect(ids).not.toContain('dead');
    const scheduled = await db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, OIDC_CLEANUP_JOB));
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
  });
});
