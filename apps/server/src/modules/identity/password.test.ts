import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox, passwordResetCodes, sessions, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { sessionKey } from '../../plugins/session-store.js';
import { settleResetMail } from './password-reset.service.js';

const t = testApp();

const LIMITED = 'درخواست‌های بازیابی رمز عبور بیش از حد مجاز است؛ پانزده دقیقه دیگر دوباره تلاش کنید.';
const WEAK = 'رمز عبور ضعیف است؛ دست‌کم سه نوع از حروف بزرگ، حروف کوچک، رقم و نماد را به کار ببرید.';
const COMMON = 'این رمز عبور از رایج‌ترین رمزهاست و به‌آسانی حدس زده می‌شود؛ رمز عبور دیگری برگزینید.';
const SENT = 'اگر حسابی با این نام کاربری و ایمیل ثبت‌شده وجود داشته باشد، کد بازیابی برای آن ارسال شد.';

async function lastCodeFor(to: string): Promise<string | undefined> {
  await settleResetMail();
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /(\d{6})/.exec(mail?.body ?? '')?.[1];
}

describe('changing the password', () => {
  it.each([
    [
      'a wrong current password',
      { oldPassword: 'nope-nope1', newPassword: 'Newer-pass2' },
      'رمز عبور فعلی اشتباه است.',
    ],
    [
      'the same password',
      { oldPassword: 'Secret-pass1', newPassword: 'Secret-pass1' },
      'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد.',
    ],
    ['a too short one', { oldPassword: 'Secret-pass1', newPassword: 'Ab1!' }, 'حداقل ۶ کاراکتر وارد کنید.'],
    ['a weak one', { oldPassword: 'Secret-pass1', newPassword: 'abcdefgh' }, WEAK],
  ])('refuses %s', async (_label, body, message) => {
    const user = await t.user({ password: 'Secret-pass1' });
    const res = await t.as(user).post('/api/v1/account/change-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['change-password', { oldPassword: 'Secret-pass1' }],
    ['change-password-directly', {}],
  ])('%s refuses a «خوب» password and a common one that scores «قوی»', async (route, extra) => {
    for (const [newPassword, message] of [
      ['abc123', WEAK],
      ['Password1', COMMON],
      ['QWErty123', COMMON],
    ] as const) {
      const user = await t.user({ password: 'Secret-pass1', passwordDeprecated: true });
      const res = await t.as(user).post(`/api/v1/account/${route}`, { ...extra, newPassword });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('refuses the username as the password', async () => {
    const user = await t.user({ password: 'Secret-pass1', username: 'Reza.Ahmadi1' });
    const res = await t
      .as(user)
      .post('/api/v1/account/change-password', { oldPassword: 'Secret-pass1', newPassword: 'reza.ahmadi1' });
    expect(res.json().message).toBe('رمز عبور نباید با نام کاربری یکسان باشد.');
  });
});

describe('a deprecated password', () => {
  it('allows nothing but changing the password, directly right after sign-in', async () => {
    const user = await t.user({ password: 'Temp-pass1', passwordDeprecated: true });
    const login = await t.anon.post('/api/v1/account/login', {
      username: user.username,
      password: 'Temp-pass1',
    });
    expect(login.json().data.passwordDeprecated).toBe(true);
    const client = t.as({
      ...user,
      token: login.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '',
    });

    const blocked = await client.post('/api/v1/unittype/filter', {});
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('ابتدا رمز عبور خود را تغییر دهید.');
    expect((await client.get('/api/v1/account/user-info')).statusCode).toBe(403);
    expect((await client.get('/api/v1/account/profile')).statusCode).toBe(200);

    expect((await client.post('/api/v1/account/can-change-password-directly')).json().data).toEqual({
      canChange: true,
    });
    const changed = await client.post('/api/v1/account/change-password-directly', {
      newPassword: 'Fresh-pass2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await client.post('/api/v1/unittype/filter', {})).statusCode).toBe(200);
    expect((await client.post('/api/v1/account/can-change-password-directly')).json().data).toEqual({
      canChange: false,
    });
    expect(
      (await client.post('/api/v1/account/change-password-directly', { newPassword: 'Other-pass3' }))
        .statusCode,
    ).toBe(403);
  });

  it('needs the old password once the sign-in is more than ten minutes old', async () => {
    const user = await t.user({ password: 'Temp-pass1', passwordDeprecated: true });
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.id, sessionKey(user.token)));
    expect((await t.as(user).post('/api/v1/account/can-change-password-directly')).json().data).toEqual({
      canChange: false,
    });
    expect(
      (
        await t
          .as(user)
          .post('/api/v1/account/change-password', { oldPassword: 'Temp-pass1', newPassword: 'Fresh-pass2' })
      ).statusCode,
    ).toBe(200);
  });
});

describe('forgotten passwords', () => {
  it('mails a 6-digit code that works once and ends every session', async () => {
    const user = await t.user({ password: 'Secret-pass1', email: 'sara@example.ac.ir' });
    const res = await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    const code = await lastCodeFor('sara@example.ac.ir');
    expect(code).toMatch(/^\d{6}$/);

    const persianCode = (code ?? '').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const reset = await t.anon.post('/api/v1/account/new-password', {
      username: user.username,
      code: persianCode,
      newPassword: 'Reset-pass9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
    expect(
      (await t.anon.post('/api/v1/account/login', { username: user.username, password: 'Reset-pass9' }))
        .statusCode,
    ).toBe(200);

    const again = await t.anon.post('/api/v1/account/new-password', {
      username: user.username,
      code,
      newPassword: 'Again-pass8',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('کد بازیابی نادرست است یا منقضی شده است.');
  });

  it('refuses a weak or common new password with its message, the code left usable', async () => {
    const user = await t.user({ email: 'common@example.ac.ir' });
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    const code = await lastCodeFor('common@example.ac.ir');
    for (const [newPassword, message] of [
      ['abc123', WEAK],
      ['Iloveyou1', COMMON],
    ] as const) {
      const res = await t.anon.post('/api/v1/account/new-password', {
        username: user.username,
        code,
        newPassword,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const ok = await t.anon.post('/api/v1/account/new-password', {
      username: user.username,
      code,
      newPassword: 'Kheili-Ghavi-1405',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await t.user({ email: 'ali@example.ac.ir' });
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    const code = await lastCodeFor('ali@example.ac.ir');
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    const res = await t.anon.post('/api/v1/account/new-password', {
      username: user.username,
      code,
      newPassword: 'Reset-pass9',
    });
    expect(res.statusCode).toBe(400);
  });

  it('burns a code after five wrong guesses', async () => {
    const user = await t.user({ email: 'nima@example.ac.ir' });
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    const code = await lastCodeFor('nima@example.ac.ir');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await t.anon.post('/api/v1/account/new-password', {
        username: user.username,
        code: wrong,
        newPassword: 'Reset-pass9',
      });
    const res = await t.anon.post('/api/v1/account/new-password', {
      username: user.username,
      code,
      newPassword: 'Reset-pass9',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown username exactly like a known one and sends nothing', async () => {
    const before = await t.database.db.select().from(outbox);
    const res = await t.anon.post('/api/v1/account/forget-password', { username: 'no-such-person' });
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    await settleResetMail();
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('sends at most three codes per username in 15 minutes, then answers 429 as for an unknown name', async () => {
    const user = await t.user({ email: 'limit@example.ac.ir' });
    const ask = (username: string) => t.anon.post('/api/v1/account/forget-password', { username });
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(user.username)).json().message).toBe(SENT);
      expect((await ask('no-such-limit')).json().message).toBe(SENT);
    }
    const known = await ask(user.username.toUpperCase());
    const unknown = await ask('no-such-limit');
    expect([known.statusCode, known.json()]).toEqual([429, { success: false, message: LIMITED, data: null }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    await settleResetMail();
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.to, 'limit@example.ac.ir')),
    ).toHaveLength(3);
  });

  it('does not let a locked account reset its password', async () => {
    const user = await t.user({ email: 'locked@example.ac.ir' });
    await t.database.db.update(users).set({ locked: true }).where(eq(users.id, user.id));
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    expect(await lastCodeFor('locked@example.ac.ir')).toBeUndefined();
  });
});
