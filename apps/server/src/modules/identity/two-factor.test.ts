import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { securityStampLogs, sessions } from '../../db/schema/index.js';
import { sessionKey } from '../../plugins/session-store.js';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const t = testApp();

const now = () => Math.floor(Date.now() / 1000);
/** How the session of cookie `token` says its user signed in. */
const methodsOf = async (token: string) =>
  (
    await t.database.db
      .select({ methods: sessions.authMethods })
      .from(sessions)
      .where(eq(sessions.id, sessionKey(token)))
  )[0]?.methods;
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: now() + offsetSeconds });
// The server accepts one 30-second step either side of its own, and never a step at or before the last one
// it accepted. Enrolment takes the current step's code and a sign-in the next step's, so each stays valid
// for 30 s after the test computes it, however busy the machine (a step from the past expires at the next
// boundary, which a slow request can cross), and the sign-in's code is never one enrolment already used.
const enrolmentCode = (secret: string) => codeAt(secret);
const signInCode = (secret: string) => codeAt(secret, 30);

/** Enrols a user in two-factor sign-in and returns the secret and recovery codes. */
async function enrol(user: TestUser) {
  const setup = await t.as(user).post('/api/v1/account/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json().data;
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const enable = await t
    .as(user)
    .post('/api/v1/account/two-factor/enable', { code: await enrolmentCode(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret: secret as string, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

async function signIn(user: TestUser) {
  const res = await t.anon.post('/api/v1/account/login', {
    username: user.username,
    password: user.password,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '';
  return { profile: res.json().data, client: t.as({ ...user, token }), token };
}

describe('two-factor sign-in', () => {
  it('leaves the sign-in pending until a code is verified, allowing only profile, 2fa and logout', async () => {
    const user = await t.user();
    const { secret, recoveryCodes } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const { profile, client, token } = await signIn(user);
    expect(profile.twoFactorAuthIsNotChecked).toBe(true);
    const blocked = await client.post('/api/v1/unittype/filter', {});
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().message).toBe('ابتدا ورود دومرحله‌ای را کامل کنید.');

    const verified = await client.post('/api/v1/account/verify-2fa', { code: await signInCode(secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.twoFactorAuthIsNotChecked).toBe(false);
    const renewed = verified.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '';
    expect(renewed).not.toBe(token);
    expect([await methodsOf(token), await methodsOf(renewed)]).toEqual([undefined, ['pwd', 'otp', 'mfa']]);
    expect((await t.as({ ...user, token: renewed }).post('/api/v1/unittype/filter', {})).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/v1/account/profile')).statusCode).toBe(401);
  });

  it('refuses a wrong code and a code already used', async () => {
    const user = await t.user();
    const { secret } = await enrol(user);
    const first = await signIn(user);
    const code = await signInCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await first.client.post('/api/v1/account/verify-2fa', { code: wrong })).json().message).toBe(
      'کد تأیید اشتباه است.',
    );
    expect((await first.client.post('/api/v1/account/verify-2fa', { code })).statusCode).toBe(200);

    const second = await signIn(user);
    const reused = await second.client.post('/api/v1/account/verify-2fa', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('کد تأیید اشتباه است.');
  });

  it('accepts each recovery code once', async () => {
    const user = await t.user();
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[0] as string;
    const used = await (await signIn(user)).client.post('/api/v1/account/verify-2fa', { code });
    expect(used.statusCode).toBe(200);
    // A second factor, though not an authenticator app's one-time code.
    const renewed = used.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '';
    expect(await methodsOf(renewed)).toEqual(['pwd', 'mfa']);
    expect((await (await signIn(user)).client.post('/api/v1/account/verify-2fa', { code })).statusCode).toBe(
      400,
    );
  });

  it('ends the pending sign-in after five wrong codes', async () => {
    const user = await t.user();
    const { secret } = await enrol(user);
    const { client } = await signIn(user);
    const code = await signInCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect((await client.post('/api/v1/account/verify-2fa', { code: wrong })).statusCode).toBe(400);
    const fifth = await client.post('/api/v1/account/verify-2fa', { code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe('کد تأیید بیش از حد مجاز اشتباه وارد شد؛ دوباره وارد شوید.');
    expect((await client.post('/api/v1/account/verify-2fa', { code })).statusCode).toBe(401);
  });

  it('turns off only with the password', async () => {
    const user = await t.user();
    await enrol(user);
    expect(
      (await t.as(user).post('/api/v1/account/two-factor/disable', { password: 'wrong-one' })).statusCode,
    ).toBe(400);
    expect(
      (await t.as(user).post('/api/v1/account/two-factor/disable', { password: user.password })).statusCode,
    ).toBe(200);
    expect((await signIn(user)).profile.twoFactorAuthIsNotChecked).toBe(false);
    expect((await t.as(user).get('/api/v1/account/user-info')).json().data.twoFactorEnabled).toBe(false);
  });

  it('ends the user’s other sessions when turned on, keeping this one, and logs why', async () => {
    const user = await t.user();
    const other = await t.anon.post('/api/v1/account/login', {
      username: user.username,
      password: user.password,
    });
    const otherClient = t.as({
      ...user,
      token: other.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '',
    });
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(200);

    await enrol(user);
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(401);
    expect((await t.as(user).get('/api/v1/account/user-info')).json().data.twoFactorEnabled).toBe(true);
    const logs = await t.database.db
      .select()
      .from(securityStampLogs)
      .where(eq(securityStampLogs.userId, user.id));
    expect(logs.map((l) => [l.reason, l.actorId])).toEqual([['two_factor_enabled', user.id]]);
  });

  it('refuses to enable without a matching code', async () => {
    const user = await t.user();
    await t.as(user).post('/api/v1/account/two-factor/setup');
    expect((await t.as(user).post('/api/v1/account/two-factor/enable', { code: '123456' })).statusCode).toBe(
      400,
    );
  });
});

describe('a pending sign-in', () => {
  const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')}`;

  it('learns from the profile only that two-factor is due: no names, roles or signature', async () => {
    const user = await t.user({ roles: ['Admin'], email: 'pending@example.ac.ir' });
    expect((await t.as(user).put('/api/v1/account/signature', { image: png })).statusCode).toBe(200);
    await enrol(user);
    const { profile, client } = await signIn(user);
    const expected = {
      id: user.id,
      firstName: '',
      lastName: '',
      fullName: '',
      roles: [],
      unitResponsibilities: [],
      passwordDeprecated: false,
      twoFactorAuthIsNotChecked: true,
      saml2ResponseForm: null,
      relatedSsoLogout: null,
      userInfo: { signature: null },
    };
    expect(profile).toEqual(expected);
    const read = await client.get('/api/v1/account/profile');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(expected);
    expect(read.body).not.toContain('pending@example.ac.ir');
  });

  it('ends only itself with logout/true, never the user’s verified sessions', async () => {
    const user = await t.user();
    const { secret } = await enrol(user);
    const verified = await signIn(user);
    const done = await verified.client.post('/api/v1/account/verify-2fa', { code: await signInCode(secret) });
    const verifiedToken = done.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '';
    const verifiedClient = t.as({ ...user, token: verifiedToken });

    const pending = await signIn(user);
    const out = await pending.client.get('/api/v1/account/logout/true');
    expect(out.statusCode).toBe(200);
    expect((await pending.client.get('/api/v1/account/profile')).statusCode).toBe(401);
    expect((await verifiedClient.get('/api/v1/account/profile')).statusCode).toBe(200);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(200);

    // A verified session still ends them all.
    expect((await verifiedClient.get('/api/v1/account/logout/true')).statusCode).toBe(200);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
  });
});

describe('signature', () => {
  const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64')}`;

  it('registers, serves, replaces and removes a signature image', async () => {
    const user = await t.user();
    expect((await t.as(user).get('/api/v1/account/profile')).json().data.userInfo.signature).toBeNull();
    expect((await t.as(user).put('/api/v1/account/signature', { image: png })).statusCode).toBe(200);
    const url = (await t.as(user).get('/api/v1/account/profile')).json().data.userInfo.signature;
    expect(url).toMatch(/^\/api\/v1\/account\/signature\?v=\d+$/);
    const image = await t.as(user).get(url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await t.as(user).delete('/api/v1/account/signature')).statusCode).toBe(200);
    expect((await t.as(user).get('/api/v1/account/signature')).statusCode).toBe(404);
  });

  it('refuses a file that only claims to be PNG', async () => {
    const user = await t.user();
    const fake = `data:image/png;base64,${Buffer.from('MZ this is an exe').toString('base64')}`;
    const res = await t.as(user).put('/api/v1/account/signature', { image: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/تصویر امضا معتبر نیست/);
  });
});
