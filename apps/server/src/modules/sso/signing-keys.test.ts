// The signing keys' endpoints (`ssoKeysApi`): who may read, rotate and withdraw them, what a bad body is
// told, what a rotation and a withdrawal store and log, and that no answer or log ever carries private
// material.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SSO_SETTING } from '@darvazeh/shared';
import { changeLogs, oidcKeys } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { generationsInForce, purgeRetiredKeys } from './signing-keys.service.js';
import { unitRoles } from './sso.fixture.js';
import { expectInSpan, timeSpan } from '../../test/time-span.js';

const t = testApp({ admin: true });
const LIST = '/api/v1/ssomanagement/keys';
const ROTATE = '/api/v1/ssomanagement/keys/rotate';
const WITHDRAW = '/api/v1/ssomanagement/keys/withdraw';
let admin: Client;

type Key = { id: number; keyId: string; fingerprint: string; signing: boolean; retiresAt: string | null };
type Status = { oidc: Key[]; saml: Key[]; graceMinutes: number };
const status = async () => (await admin.get(LIST)).json<{ data: Status }>().data;

/** Whether `text` holds anything of a private key: a JWK's private members or a PEM private key. */
const leaksPrivate = (text: string) => /"(d|p|q|dp|dq|qi)":|PRIVATE KEY|privateKeyPem|cookieKeys/.test(text);

beforeAll(() => {
  admin = t.as(t.admin);
});

describe('the signing keys’ endpoints', () => {
  it('answer visitors 401, and applicants and single sign-on managers 403', async () => {
    const [, ssoRole] = await unitRoles(t);
    const unit = await t.unit({ unitRoleIds: [ssoRole] });
    const manager = t.as(await t.employee({ unitId: unit.id, unitRoleId: ssoRole }));
    expect((await t.anon.get(LIST)).statusCode).toBe(401);
    expect((await t.anon.post(ROTATE, { protocol: 'oidc' })).statusCode).toBe(401);
    expect((await t.anon.post(WITHDRAW, { protocol: 'oidc', id: 1 })).statusCode).toBe(401);
    for (const caller of [t.as(await t.user()), manager]) {
      expect((await caller.get(LIST)).statusCode).toBe(403);
      expect((await caller.post(ROTATE, { protocol: 'oidc' })).statusCode).toBe(403);
      expect((await caller.post(WITHDRAW, { protocol: 'oidc', id: 1 })).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(oidcKeys)).toEqual([]);
  });

  it.each([
    ['no protocol', {}],
    ['an unknown protocol', { protocol: 'rsa' }],
    ['a protocol of the wrong type', { protocol: 1 }],
  ])('refuse %s with a Persian 400, rotating nothing', async (_label, body) => {
    const res = await admin.post(ROTATE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('نوع کلید باید oidc یا saml باشد.');
    expect(await t.database.db.select().from(oidcKeys)).toEqual([]);
  });

  it('refuse a field beyond the protocol with a Persian 400', async () => {
    const res = await admin.post(ROTATE, { protocol: 'oidc', kid: 'mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('list no key before a provider was used, and the first key once one is', async () => {
    expect(await status()).toEqual({ oidc: [], saml: [], graceMinutes: 30 * 24 * 60 });
    expect((await t.anon.get('/oidc/jwks')).statusCode).toBe(200);
    const { oidc } = await status();
    expect(oidc).toMatchObject([{ id: 1, signing: true, retiresAt: null }]);
    expect(oidc[0]?.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('rotate for the grace ssoSetting gives, log it with public facts only, and never answer private material', async () => {
    const setting = { ...DEFAULT_SSO_SETTING, refreshTokenDays: 2 };
    const saved = await admin.post('/api/v1/generalsetting', {
      name: 'ssoSetting',
      data: JSON.stringify(setting),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await status()).oidc[0];
    const rotation = await timeSpan(() => admin.post(ROTATE, { protocol: 'oidc' }));
    const res = rotation.value;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'کلید تازه OpenID Connect ساخته شد و از این پس توکن‌ها را امضا می‌کند.',
    );
    expect(leaksPrivate(res.body)).toBe(false);
    const answer = res.json<{ data: Status }>().data;
    expect(answer.graceMinutes).toBe(2 * 24 * 60);
    expect(answer.oidc.map((key) => [key.id, key.signing])).toEqual([
      [2, true],
      [1, false],
    ]);
    const retires = new Date(answer.oidc[1]?.retiresAt ?? 0).getTime();
    expectInSpan(retires, rotation, { offsetMs: 2 * 86_400_000 });

    const [log] = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'oidcsigningkey'), eq(changeLogs.recordId, 2)));
    expect(log).toMatchObject({ action: 'create', actorId: t.admin.id });
    expect(log?.after).toMatchObject({ id: 2, keyId: answer.oidc[0]?.keyId });
    expect(log?.before).toMatchObject({ replaced: [{ id: 1, keyId: before?.keyId }] });
    expect(leaksPrivate(JSON.stringify(log))).toBe(false);
    expect(leaksPrivate((await admin.get(LIST)).body)).toBe(false);
  });

  it('rotate twice when two Admins rotate at once: one signing key, the others retiring', async () => {
    const answers = await Promise.all([
      admin.post(ROTATE, { protocol: 'oidc' }),
      admin.post(ROTATE, { protocol: 'oidc' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const { oidc } = await status();
    expect(oidc.map((key) => key.id)).toEqual([4, 3, 2, 1]);
    expect(oidc.filter((key) => key.signing).map((key) => key.id)).toEqual([4]);
    expect(oidc.slice(1).every((key) => key.retiresAt !== null)).toBe(true);
  });
});

describe('withdrawing a replaced key', () => {
  const rows = async () =>
    (await t.database.db.select({ id: oidcKeys.id }).from(oidcKeys).orderBy(oidcKeys.id)).map((r) => r.id);

  // The keys the rotations above left: 4 signs, 3, 2 and 1 are replaced and in force.
  it('starts from one signing key and three replaced ones', async () => {
    expect((await status()).oidc.map((key) => [key.id, key.signing])).toEqual([
      [4, true],
      [3, false],
      [2, false],
      [1, false],
    ]);
  });

  it.each([
    ['no id', { protocol: 'oidc' }, 'شناسهٔ کلید باید عدد صحیح مثبت باشد.'],
    ['an id as text', { protocol: 'oidc', id: '2' }, 'شناسهٔ کلید باید عدد صحیح مثبت باشد.'],
    ['a fractional id', { protocol: 'oidc', id: 2.5 }, 'شناسهٔ کلید باید عدد صحیح مثبت باشد.'],
    ['a zero id', { protocol: 'oidc', id: 0 }, 'شناسهٔ کلید باید عدد صحیح مثبت باشد.'],
    ['an unknown protocol', { protocol: 'rsa', id: 2 }, 'نوع کلید باید oidc یا saml باشد.'],
  ])('refuses %s with a Persian 400, withdrawing nothing', async (_label, body, message) => {
    const res = await admin.post(WITHDRAW, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect((await status()).oidc).toHaveLength(4);
  });

  it('refuses a request without the XSRF header with 403, withdrawing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: WITHDRAW,
      cookies: { 'XSRF-TOKEN': 'right', darvazeh_session: t.admin.token },
      payload: { protocol: 'oidc', id: 2 },
    });
    expect(res.statusCode).toBe(403);
    expect((await status()).oidc).toHaveLength(4);
  });

  it('refuses the signing key with a Persian 400: something must sign', async () => {
    const res = await admin.post(WITHDRAW, { protocol: 'oidc', id: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'کلیدی که اکنون امضا می‌کند را نمی‌توان کنار گذاشت؛ نخست کلید تازه بسازید.',
    );
    expect((await status()).oidc[0]).toMatchObject({ id: 4, signing: true, retiresAt: null });
  });

  it.each([
    ['an unknown generation', 'oidc', 99],
    ['a generation of the other provider', 'saml', 2],
  ])('answers %s with a Persian 404', async (_label, protocol, id) => {
    const res = await admin.post(WITHDRAW, { protocol, id });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('این کلید یافت نشد یا پیش‌تر کنار رفته است.');
    expect((await status()).oidc).toHaveLength(4);
  });

  it('takes the key out of force at once, changes the generations in force, and logs it', async () => {
    const before = (await status()).oidc.find((key) => key.id === 2);
    expect(await generationsInForce(t.database.db, 'oidc')).toBe('4,3,2,1');
    const withdrawal = await timeSpan(() => admin.post(WITHDRAW, { protocol: 'oidc', id: 2 }));
    const res = withdrawal.value;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'کلید پیشین OpenID Connect کنار گذاشته شد و دیگر در JWKS منتشر نمی‌شود.',
    );
    expect(leaksPrivate(res.body)).toBe(false);
    expect(res.json<{ data: Status }>().data.oidc.map((key) => key.id)).toEqual([4, 3, 1]);
    expect((await status()).oidc.map((key) => key.id)).toEqual([4, 3, 1]);
    // What every instance's key ring compares: a process built on "4,3,2,1" builds again.
    expect(await generationsInForce(t.database.db, 'oidc')).toBe('4,3,1');

    const [log] = await t.database.db
      .select()
      .from(changeLogs)
      .where(
        and(
          eq(changeLogs.resource, 'oidcsigningkey'),
          eq(changeLogs.recordId, 2),
          eq(changeLogs.action, 'update'),
        ),
      );
    expect(log).toMatchObject({ actorId: t.admin.id });
    expect(log?.before).toEqual({
      id: 2,
      keyId: before?.keyId,
      fingerprint: before?.fingerprint,
      retiresAt: before?.retiresAt,
    });
    expect(log?.after).toMatchObject({ id: 2, keyId: before?.keyId, withdrawn: true });
    const withdrawnAt = new Date((log?.after as { retiresAt: string }).retiresAt).getTime();
    expectInSpan(withdrawnAt, withdrawal);
    expect(leaksPrivate(JSON.stringify(log))).toBe(false);
  });

  it('answers a key already withdrawn with the same Persian 404', async () => {
    const res = await admin.post(WITHDRAW, { protocol: 'oidc', id: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('این کلید یافت نشد یا پیش‌تر کنار رفته است.');
  });

  it('leaves the row to the clean-up, which deletes it with the keys whose grace ran out', async () => {
    expect(await rows()).toEqual([1, 2, 3, 4]);
    expect(await purgeRetiredKeys(t.database.db)).toBe(1);
    expect(await rows()).toEqual([1, 3, 4]);
    expect((await status()).oidc.map((key) => key.id)).toEqual([4, 3, 1]);
  });
});
