import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import { SESSION_COOKIE } from '../../plugins/session-store.js';
import { SIGNED_IN_HINT_COOKIE } from '../../plugins/session.js';

const t = testApp();

type SetCookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number; expires?: Date };
const hintOf = (cookies: SetCookie[]) => cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
const cleared = (cookie: SetCookie | undefined) =>
  cookie !== undefined && cookie.value === '' && (cookie.expires?.getTime() ?? 1) <= Date.now();

describe('the signed-in hint cookie', () => {
  it('is set, readable and secret-free, beside the session cookie on sign-in', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const res = await t.anon.post('/api/v1/account/login', {
      username: user.username,
      password: 'Secret-pass1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    const hint = hintOf(res.cookies);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.maxAge).toBe(session?.maxAge);
  });

  it('is cleared on sign-out', async () => {
    const user = await t.user();
    const res = await t.as(user).get('/api/v1/account/logout/false');
    expect(res.statusCode).toBe(200);
    expect(cleared(hintOf(res.cookies))).toBe(true);
  });

  it('is cleared by any API answer once the session behind it is gone, and never signs anyone in', async () => {
    const user = await t.user();
    await t.as(user).get('/api/v1/account/logout/false');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      cookies: { [SESSION_COOKIE]: user.token, [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(stale.statusCode).toBe(401);
    expect(cleared(hintOf(stale.cookies))).toBe(true);
    const hintOnly = await t.app.inject({
      method: 'GET',
      url: '/api/v1/setting',
      cookies: { [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(hintOnly.statusCode).toBe(200);
    expect(cleared(hintOf(hintOnly.cookies))).toBe(true);
  });

  it('is left alone while the session lives', async () => {
    const user = await t.user();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      cookies: { [SESSION_COOKIE]: user.token, [SIGNED_IN_HINT_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(hintOf(res.cookies)).toBeUndefined();
  });
});
