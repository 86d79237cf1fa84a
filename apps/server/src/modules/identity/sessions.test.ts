import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { securityStampLogs, sessions } from '../../db/schema/index.js';
import { testApp, type TestUser } from '../../test/test-app.js';
import { SESSION_COOKIE, sessionKey } from '../../plugins/session-store.js';

const t = testApp();

/** Signs `user` in once more through the login route, as a second browser would: a session of its own. */
async function secondSession(user: TestUser) {
  const res = await t.anon.post('/api/v1/account/login', {
    username: user.username,
    password: user.password,
  });
  const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  return { token, client: t.as({ ...user, token }) };
}

describe('sessions', () => {
  it('lists the user’s sessions and ends another one, whose next call is 401', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const { token: otherToken, client: otherClient } = await secondSession(user);
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(200);

    const list = (await t.as(user).post('/api/v1/account/active-sessions', {})).json().data.list;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const target = list.find((s: { current: boolean }) => !s.current);
    expect(target.id).not.toBe(sessionKey(otherToken));

    const ended = await t.as(user).post('/api/v1/account/active-sessions', { terminate: target.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.list).toHaveLength(1);
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(401);
  });

  it('cannot end another user’s session', async () => {
    const alice = await t.user();
    const bob = await t.user();
    const bobs = (await t.as(bob).post('/api/v1/account/active-sessions', {})).json().data.list;
    const res = await t.as(alice).post('/api/v1/account/active-sessions', { terminate: bobs[0].id });
    expect(res.statusCode).toBe(404);
    expect((await t.as(bob).get('/api/v1/account/profile')).statusCode).toBe(200);
  });

  it.each([
    ['of idleness', 'lastSeenAt'],
    ['in all', 'createdAt'],
  ] as const)('expires a session after 7200 s %s', async (_, column) => {
    const user = await t.user();
    await t.database.db
      .update(sessions)
      .set({ [column]: new Date(Date.now() - 7201 * 1000) })
      .where(eq(sessions.id, sessionKey(user.token)));
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
  });

  it('logs out one session, or every session with the flag', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const { client: otherClient } = await secondSession(user);

    const res = await otherClient.get('/api/v1/account/logout/false');
    expect(res.json()).toEqual({ success: true, message: null, data: { redirectUrl: null } });
    expect(res.cookies.find((c) => c.name === 'darvazeh_session')?.value).toBe('');
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(401);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(200);

    const { client: thirdClient } = await secondSession(user);
    await thirdClient.get('/api/v1/account/logout/true');
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
  });

  it('ends the other sessions when the password changes, keeps this one, and logs the stamp change', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const { client: otherClient } = await secondSession(user);
    const res = await t
      .as(user)
      .post('/api/v1/account/change-password', { oldPassword: 'Secret-pass1', newPassword: 'Newer-pass2' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await otherClient.get('/api/v1/account/profile')).statusCode).toBe(401);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(200);
    const logs = await t.database.db
      .select()
      .from(securityStampLogs)
      .where(eq(securityStampLogs.userId, user.id));
    expect(logs.map((l) => l.reason)).toEqual(['password_changed']);
  });
});

describe('profile and user info', () => {
  it('lets users edit their own name, e-mail and mobile, and refuses a bad e-mail', async () => {
    const user = await t.user();
    const res = await t.as(user).put('/api/v1/account/user-info', {
      firstName: 'مریم',
      lastName: 'رضایی',
      email: 'maryam@example.ac.ir',
      mobile: '09121234567',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'مریم',
      email: 'maryam@example.ac.ir',
      twoFactorEnabled: false,
    });
    expect((await t.as(user).get('/api/v1/account/profile')).json().data.fullName).toBe('مریم رضایی');
    const bad = await t
      .as(user)
      .put('/api/v1/account/user-info', { firstName: 'م', lastName: 'ر', email: 'not-mail', mobile: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('یک ایمیل معتبر وارد کنید.');
  });
});
