// The signing keys' endpoints (`ssoKeysApi`): who may read and rotate them, what a bad body is told,
// what a rotation stores and logs, and that no answer or log ever carries private material.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SSO_SETTING } from '@darvazeh/shared';
import { changeLogs, oidcKeys } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { unitRoles } from './sso-fixtures.js';

const t = testApp({ admin: true });
const LIST = '/api/v1/ssomanagement/keys';
const ROTATE = '/api/v1/ssomanagement/keys/rotate';
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
    for (const caller of [t.as(await t.user()), manager]) {
      expect((await caller.get(LIST)).statusCode).toBe(403);
      expect((await caller.post(ROTATE, { protocol: 'oidc' })).statusCode).toBe(403);
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
    const res = await admin.post(ROTATE, { protocol: 'oidc' });
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
    expect(Math.abs(retires - (Date.now() + 2 * 86_400_000))).toBeLessThan(60_000);

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
