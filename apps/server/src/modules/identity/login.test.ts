import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authLogs, sessions, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { buildCaptcha } from '../../test/factories.js';

const t = testApp({ env: { CAPTCHA: 'on' } });

const WRONG = 'نام کاربری یا رمز عبور اشتباه است.';

async function attempt(
  username: string,
  password: string,
  extra: { ip?: string; answer?: string; captchaId?: string } = {},
) {
  const answer = extra.answer ?? 'AB3CD';
  const captchaId = extra.captchaId ?? (await buildCaptcha(t.database.db, 'ab3cd'));
  return t.anon.request(
    'POST',
    '/api/v1/account/login',
    { username, password, captchaId, captchaCode: answer },
    {
      remoteAddress: extra.ip ?? '10.0.0.1',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium/156' },
    },
  );
}

describe('captcha', () => {
  it('hands out an SVG image of outlines with an id', async () => {
    const res = await t.anon.post('/api/v1/account/get-captcha');
    expect(res.statusCode).toBe(200);
    const { captchaId, image, enabled } = res.json().data;
    expect(enabled).toBe(true);
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });

  // The captcha is asked for only under the sign-in limits (sign-in-limits.test.ts): five wrong passwords.
  async function underLimits(username: string) {
    for (let i = 0; i < 5; i += 1) await attempt(username, `wrong-${i}`, { ip: '10.0.0.99' });
  }

  it('accepts an answer once, case-insensitively, with Persian digits', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await underLimits(user.username);
    const used = await buildCaptcha(t.database.db, 'ab3cd');
    expect((await attempt(user.username, 'wrong-pass', { captchaId: used })).json().message).toBe(WRONG);
    const again = await attempt(user.username, 'Secret-pass1', { captchaId: used, answer: 'ab3cd' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('کد امنیتی اشتباه است یا منقضی شده است.');
    const captchaId = await buildCaptcha(t.database.db, 'ab3cd');
    expect((await attempt(user.username, 'Secret-pass1', { captchaId, answer: 'aB۳Cd' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired or wrong answer', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await underLimits(user.username);
    const expired = await buildCaptcha(t.database.db, 'ab3cd', -1000);
    expect((await attempt(user.username, 'Secret-pass1', { captchaId: expired })).statusCode).toBe(400);
    expect((await attempt(user.username, 'Secret-pass1', { answer: 'zzzzz' })).statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it('signs in with a fresh httpOnly SameSite=Lax session cookie of at least 128 bits and returns the profile', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const res = await attempt(user.username.toUpperCase(), 'Secret-pass1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, twoFactorAuthIsNotChecked: false });
    const cookie = res.cookies.find((c) => c.name === 'darvazeh_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(Buffer.from(cookie?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(cookie?.value).not.toBe(user.token);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      cookies: { darvazeh_session: cookie?.value ?? '' },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('replaces the session a browser already had, so a planted session never becomes signed in', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const res = await t.as(user).post('/api/v1/account/login', {
      username: user.username,
      password: 'Secret-pass1',
      captchaId: await buildCaptcha(t.database.db, 'ab3cd'),
      captchaCode: 'ab3cd',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(before.length);
    expect(after[0]?.id).not.toBe(before[0]?.id);
  });

  it('gives one message for an unknown user and a wrong password', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const unknown = await attempt('nobody-here', 'whatever1');
    const wrong = await attempt(user.username, 'not-the-password');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([400, 400]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(WRONG);
  });

  it('records every attempt with user, IP, browser and result', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await attempt(user.username, 'bad-one', { ip: '10.9.9.9' });
    await attempt(user.username, 'Secret-pass1', { ip: '10.9.9.9' });
    const rows = await t.database.db.select().from(authLogs).where(eq(authLogs.userId, user.id));
    expect(rows.map((r) => r.result)).toEqual(['wrong_credentials', 'success']);
    expect(rows[0]).toMatchObject({ ip: '10.9.9.9', username: user.username });
    expect(rows[0]?.userAgent).toContain('Chromium');
  });

  it('refuses a locked (disabled) account after the right password and ends its open sessions', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(200);
    await t.database.db.update(users).set({ locked: true }).where(eq(users.id, user.id));
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
    const res = await attempt(user.username, 'Secret-pass1');
    expect(res.json().message).toBe('حساب کاربری شما غیرفعال است. با مدیر سامانه تماس بگیرید.');
  });

  it('refuses sign-in without the XSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(403);
  });
});
