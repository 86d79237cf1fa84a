import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authLogs, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { buildCaptcha, type TestUser } from '../../test/factories.js';

// The sign-in limits of docs/ARCHITECTURE.md, with real captchas (CAPTCHA=on) of a known answer.
const t = testApp({ env: { CAPTCHA: 'on' } });
let admin: TestUser;
beforeAll(async () => {
  admin = await t.user({ roles: ['Admin'], username: 'admin', password: 'Admin-pass1!' });
});
beforeEach(() => {
  t.delays.length = 0;
});

const WRONG = 'نام کاربری یا رمز عبور اشتباه است.';
const CAPTCHA_NEEDED = 'به دلیل ورودهای ناموفق پی‌درپی، برای ورود کد امنیتی را هم وارد کنید.';
const CAPTCHA_WRONG = 'کد امنیتی اشتباه است یا منقضی شده است.';
const IP_LIMITED = 'تلاش‌های ناموفق از این نشانی بیش از حد مجاز است؛ چند دقیقه دیگر دوباره تلاش کنید.';
const MARK = { code: 'captcha_required' };
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

/** One sign-in attempt; `captcha` 'solved' sends a correct answer, any other text that wrong answer. */
async function attempt(
  username: string,
  password: string,
  { ip = OWNER, captcha }: { ip?: string; captcha?: string } = {},
) {
  const captchaId = captcha ? await buildCaptcha(t.database.db, 'ab3cd') : '';
  const captchaCode = captcha === 'solved' ? 'AB3CD' : (captcha ?? '');
  return t.anon.request(
    'POST',
    '/api/v1/account/login',
    { username, password, captchaId, captchaCode },
    { remoteAddress: ip },
  );
}

const sessionCookie = (res: Awaited<ReturnType<typeof attempt>>) =>
  res.cookies.find((cookie) => cookie.name === 'darvazeh_session');

async function failFiveTimes(username: string, ip = ATTACKER) {
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push((await attempt(username, `wrong-${i}`, { ip })).json());
  return answers;
}

/** Rows as other instances would have written them: the limits read nothing but auth_logs. */
async function recordFailures(rows: number, entry: { ip: string; userId: number | null; username?: string }) {
  await t.database.db.insert(authLogs).values(
    Array.from({ length: rows }, (_, i) => ({
      userId: entry.userId,
      username: entry.username ?? `someone-${i}`,
      ip: entry.ip,
      result: 'wrong_credentials',
    })),
  );
}

describe('sign-in limits per account', () => {
  it('asks no captcha below five wrong passwords', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    for (let i = 0; i < 4; i += 1) {
      const res = await attempt(user.username, `wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: WRONG, data: null });
    }
    const res = await attempt(user.username, 'Secret-pass1');
    expect(res.statusCode, res.body).toBe(200);
    expect(t.delays).toEqual([]);
  });

  it('after five wrong passwords wants a solved captcha even with the right password, and then lets the owner in', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    const answers = await failFiveTimes(user.username);
    // The fifth refusal already tells the form to show the captcha for the next try.
    expect(answers.map((answer) => answer.data)).toEqual([null, null, null, null, MARK]);
    expect(answers.every((answer) => answer.message === WRONG)).toBe(true);

    const bare = await attempt(user.username, 'Secret-pass1');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ success: false, message: CAPTCHA_NEEDED, data: MARK });
    expect(sessionCookie(bare)).toBeUndefined();

    const mistyped = await attempt(user.username, 'Secret-pass1', { captcha: 'zzzzz' });
    expect(mistyped.json()).toEqual({ success: false, message: CAPTCHA_WRONG, data: MARK });

    const owner = await attempt(user.username.toUpperCase(), 'Secret-pass1', { captcha: 'solved' });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.id).toBe(user.id);
    expect(sessionCookie(owner)?.value).toBeTruthy();
    // A success starts the count afresh: the next sign-in needs no captcha.
    expect((await attempt(user.username, 'Secret-pass1')).statusCode).toBe(200);
    expect(t.delays).toEqual([]);
  });

  it('checks the captcha before the password, so a guess without one learns nothing', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await failFiveTimes(user.username);
    const right = await attempt(user.username, 'Secret-pass1', { ip: ATTACKER });
    const wrong = await attempt(user.username, 'wrong-again', { ip: ATTACKER });
    expect(right.json()).toEqual(wrong.json());
    const rows = await t.database.db.select().from(authLogs).where(eq(authLogs.username, user.username));
    expect(rows.slice(-2).map((row) => row.result)).toEqual(['captcha_required', 'captcha_required']);
  });

  it('never lets an attacker keep the last Admin out, however many captchas they solve', async () => {
    await failFiveTimes('admin');
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt('admin', `guess-${i}`, { ip: ATTACKER, captcha: 'solved' });
      expect(res.json()).toEqual({ success: false, message: WRONG, data: MARK });
    }
    expect((await attempt('admin', admin.password)).json().data).toEqual(MARK);
    const res = await attempt('admin', admin.password, { captcha: 'solved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(admin.id);
  });

  it('answers each further wrong password later (1 s doubling up to 8 s), never the right one', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await failFiveTimes(user.username);
    expect(t.delays).toEqual([]);
    for (let i = 0; i < 6; i += 1) await attempt(user.username, `guess-${i}`, { captcha: 'solved' });
    expect(t.delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    // Refusals for a missing or wrong captcha are not password failures: no wait, no count.
    await attempt(user.username, 'guess-x');
    await attempt(user.username, 'guess-y', { captcha: 'zzzzz' });
    expect(t.delays).toHaveLength(6);
    expect((await attempt(user.username, 'Secret-pass1', { captcha: 'solved' })).statusCode).toBe(200);
    expect(t.delays).toHaveLength(6);
  });

  it('treats unknown usernames the same, so the limits tell nothing about which accounts exist', async () => {
    const answers = await failFiveTimes('ghost-user');
    expect(answers.map((answer) => answer.data)).toEqual([null, null, null, null, MARK]);
    expect((await attempt('ghost-user', 'anything')).json()).toEqual({
      success: false,
      message: CAPTCHA_NEEDED,
      data: MARK,
    });
  });

  it('reads only auth_logs, so failures any instance recorded count and nothing lives in memory', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await recordFailures(5, { ip: '192.0.2.1', userId: user.id, username: user.username });
    expect((await attempt(user.username, 'Secret-pass1')).json().data).toEqual(MARK);
    // A success another instance recorded ends the window the same way.
    await t.database.db
      .insert(authLogs)
      .values({ userId: user.id, username: user.username, ip: '192.0.2.1', result: 'success' });
    expect((await attempt(user.username, 'Secret-pass1')).statusCode).toBe(200);
  });

  it('forgets wrong passwords older than 15 minutes', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await failFiveTimes(user.username);
    await t.database.db
      .update(authLogs)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(authLogs.username, user.username));
    expect((await attempt(user.username, 'Secret-pass1')).statusCode).toBe(200);
  });

  it('still refuses an Admin-disabled account after the right password and captcha', async () => {
    const user = await t.user({ password: 'Secret-pass1', locked: true });
    await failFiveTimes(user.username);
    const res = await attempt(user.username, 'Secret-pass1', { captcha: 'solved' });
    expect(res.json().message).toBe('حساب کاربری شما غیرفعال است. با مدیر سامانه تماس بگیرید.');
  });
});

describe('sign-in limits per IP address', () => {
  it('counts only wrong passwords on existing accounts: a campus of typos and unknown names signs in without a captcha', async () => {
    const campus = '100.64.0.1';
    const someone = await t.user();
    // Far more unknown usernames and captcha refusals than any ceiling, and 99 real-account failures.
    await recordFailures(500, { ip: campus, userId: null });
    await t.database.db.insert(authLogs).values(
      Array.from({ length: 500 }, (_, i) => ({
        userId: null,
        username: `someone-${i}`,
        ip: campus,
        result: i % 2 ? 'captcha_failed' : 'captcha_required',
      })),
    );
    await recordFailures(98, { ip: campus, userId: someone.id });
    for (let i = 0; i < 5; i += 1) await attempt(`nobody-${i}`, 'wrong', { ip: campus });
    const typo = await attempt(someone.username, 'typo', { ip: campus });
    expect(typo.json().data).toBeNull();

    const student = await t.user({ password: 'Secret-pass1' });
    expect((await attempt(student.username, 'Secret-pass1', { ip: campus })).statusCode).toBe(200);

    // The hundredth wrong password for a real account: from now on this address solves a captcha.
    expect((await attempt(someone.username, 'typo-2', { ip: campus })).json().data).toEqual(MARK);
    const next = await attempt(student.username, 'Secret-pass1', { ip: campus });
    expect(next.json()).toEqual({ success: false, message: CAPTCHA_NEEDED, data: MARK });
    expect(
      (await attempt(student.username, 'Secret-pass1', { ip: campus, captcha: 'solved' })).statusCode,
    ).toBe(200);
    expect((await attempt(student.username, 'Secret-pass1', { ip: '100.64.0.2' })).statusCode).toBe(200);
  });

  it('refuses an address with 429 after 1,000 wrong passwords for existing accounts, and no sooner', async () => {
    const someone = await t.user();
    const user = await t.user({ password: 'Secret-pass1' });
    await recordFailures(999, { ip: '100.64.1.1', userId: someone.id });
    await recordFailures(5000, { ip: '100.64.1.2', userId: null });
    const below = await attempt(user.username, 'Secret-pass1', { ip: '100.64.1.1', captcha: 'solved' });
    expect(below.statusCode).toBe(200);
    expect((await attempt(user.username, 'Secret-pass1', { ip: '100.64.1.2' })).statusCode).toBe(200);

    await recordFailures(1, { ip: '100.64.1.1', userId: someone.id });
    const res = await attempt(user.username, 'Secret-pass1', { ip: '100.64.1.1', captcha: 'solved' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(IP_LIMITED);
    expect((await attempt(user.username, 'Secret-pass1', { ip: '100.64.1.3' })).statusCode).toBe(200);
  });
});

describe('POST user/{id}/unlock-sign-in', () => {
  const unlock = (who: TestUser | null, id: number | string) =>
    (who ? t.as(who) : t.anon).post(`/api/v1/user/${id}/unlock-sign-in`);

  it('answers 401 anonymous, 400 a bad id, 403 a non-Admin, 404 a missing or deleted user', async () => {
    const target = await t.user();
    expect((await unlock(null, target.id)).statusCode).toBe(401);
    const bad = await unlock(admin, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('شناسه باید عدد باشد.');
    expect((await unlock(target, target.id)).statusCode).toBe(403);
    expect((await unlock(admin, 999_999)).statusCode).toBe(404);
    const gone = await t.user();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const missing = await unlock(admin, gone.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('کاربر یافت نشد.');
  });

  it('lifts the limits: the users list shows them until then, and the owner signs in without a captcha', async () => {
    const user = await t.user({ password: 'Secret-pass1', username: `Limited-${Date.now()}` });
    const read = async () => (await t.as(admin).get(`/api/v1/user/${user.id}`)).json().data.signInLimited;
    expect(await read()).toBe(false);
    await failFiveTimes(user.username.toLowerCase());
    expect(await read()).toBe(true);
    const list = await t.as(admin).post('/api/v1/user/filter', {
      filters: { username: { op: 'eq', value: user.username } },
    });
    expect(list.json().data.list).toMatchObject([{ id: user.id, signInLimited: true }]);

    const res = await unlock(admin, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'محدودیت ورود کاربر برداشته شد.', data: null });
    expect(await read()).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(authLogs)
      .where(eq(authLogs.result, 'sign_in_unlocked'))
      .orderBy(authLogs.id);
    expect(row).toMatchObject({ userId: user.id, username: user.username.toLowerCase(), ip: null });
    expect((await attempt(user.username, 'Secret-pass1')).statusCode).toBe(200);
  });

  it('needs five new failures to bring the captcha back', async () => {
    const user = await t.user({ password: 'Secret-pass1' });
    await failFiveTimes(user.username);
    await unlock(admin, user.id);
    for (let i = 0; i < 4; i += 1) await attempt(user.username, `again-${i}`, { ip: ATTACKER });
    expect((await attempt(user.username, 'Secret-pass1')).statusCode).toBe(200);
  });
});
