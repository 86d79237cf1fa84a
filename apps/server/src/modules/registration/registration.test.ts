import { afterEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { authLogs, jobs, outbox, registrations, userRoles, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import {
  registrationFixtures,
  registrationIdOf,
  STRONG_PASSWORD,
  type CodeRequest,
} from '../../test/registration-fixtures.js';

const t = testApp({ admin: true, env: { CAPTCHA: 'on' } });
const r = registrationFixtures(t);

const OFF = 'ثبت‌نام متقاضیان در این سامانه فعال نیست.';
const CODE_SENT = 'کد تأیید به شماره همراه شما فرستاده شد.';
const CODE_INVALID = 'کد تأیید نادرست است یا منقضی شده است.';
const CAPTCHA_WRONG = 'کد امنیتی اشتباه است یا منقضی شده است.';
const NATIONAL_ID_TAKEN =
  'این کد ملی پیش‌تر در سامانه ثبت شده است؛ اگر حساب کاربری دارید، وارد شوید یا رمز عبور خود را بازیابی کنید.';
const MOBILE_TAKEN =
  'این شماره همراه پیش‌تر در سامانه ثبت شده است؛ اگر حساب کاربری دارید، وارد شوید یا رمز عبور خود را بازیابی کنید.';
const USERNAME_TAKEN = 'این نام کاربری قبلاً ثبت شده است.';

/** A newcomer with valid details: national IDs with correct check digits, distinct mobiles. */
const newcomer = (n: number, overrides: Partial<CodeRequest> = {}): CodeRequest => ({
  nationalId: ['0012345679', '1234567891', '2345678909', '3456789017', '4567890124', '5678901230'][n]!,
  mobile: `0912000100${n}`,
  firstName: 'سارا',
  lastName: 'رضایی',
  ...overrides,
});

const rows = async (table: typeof registrations | typeof users | typeof jobs) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const usersWithNationalId = (nationalId: string) =>
  t.database.db.select().from(users).where(eq(users.nationalId, nationalId));
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { message: string; data: unknown };
  return [res.statusCode, body.message, body.data];
};

afterEach(() => vi.useRealTimers());

describe('registration switched off', () => {
  it('refuses both steps with a Persian 404 by default, and sends nothing', async () => {
    const before = { registrations: await rows(registrations), jobs: await rows(jobs) };
    const asked = await r.requestCode(newcomer(0));
    expect([asked.statusCode, asked.json().message]).toEqual([404, OFF]);
    const done = await r.complete('x'.repeat(24), {
      code: '123456',
      username: 'sara',
      password: STRONG_PASSWORD,
    });
    expect([done.statusCode, done.json().message]).toEqual([404, OFF]);
    expect({ registrations: await rows(registrations), jobs: await rows(jobs) }).toEqual(before);
  });

  it('refuses again once an Admin turns it off after it was on', async () => {
    await r.switchRegistration(true);
    expect((await r.requestCode(newcomer(5))).statusCode).toBe(200);
    await r.switchRegistration(false);
    expect((await r.requestCode(newcomer(5))).statusCode).toBe(404);
    await r.switchRegistration(true);
  });
});

describe('the switch', () => {
  it('is a general setting everyone reads, and only on or off', async () => {
    const pairs = await t.anon.get('/api/v1/generalsetting/all');
    expect(pairs.json().data.list).toContainEqual({ name: 'registration', data: '{"enabled":true}' });
    const bad = await t
      .as(t.admin)
      .post('/api/v1/generalsetting', { name: 'registration', data: '{"enabled":"yes"}' });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'مقدار registration.enabled معتبر نیست: مقدار ثبت‌نام متقاضیان باید روشن یا خاموش باشد.',
    ]);
  });
});

describe('asking for a code', () => {
  it.each([
    ['a national ID with a wrong check digit', { nationalId: '0012345678' }, 'کد ملی معتبر نیست.'],
    ['a national ID of one repeated digit', { nationalId: '1111111111' }, 'کد ملی معتبر نیست.'],
    ['no national ID', { nationalId: '' }, 'کد ملی را وارد کنید.'],
    [
      'a mobile that is not Iranian',
      { mobile: '0812345678' },
      'شماره همراه معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.',
    ],
    ['no first name', { firstName: ' ' }, 'نام را وارد کنید.'],
    ['no last name', { lastName: '' }, 'نام خانوادگی را وارد کنید.'],
  ])('refuses %s with 400 and its Persian message, recording nothing', async (_case, overrides, message) => {
    const before = await rows(registrations);
    const res = await r.requestCode(newcomer(0, overrides));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await rows(registrations)).toBe(before);
  });

  it('refuses a wrong captcha with 400', async () => {
    const res = await t.anon.post('/api/v1/account/register/code', {
      ...newcomer(0),
      captchaId: 'no-such-captcha',
      captchaCode: 'abcde',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, CAPTCHA_WRONG]);
  });

  it('takes Persian digits and any mobile prefix, and sends the code from the job queue, not the request', async () => {
    const res = await r.requestCode(newcomer(0, { nationalId: '۰۰۱۲۳۴۵۶۷۹', mobile: '+98 912 000 1000' }));
    expect([res.statusCode, res.json().message]).toEqual([200, CODE_SENT]);
    expect(res.json().data).toMatchObject({ mobile: '09120001000', expiresInSeconds: 300 });
    expect(registrationIdOf(res)).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    // Nothing has gone out yet: the code does not exist until the job makes it.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, '09120001000'))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.mobile, '09120001000'));
    expect(row).toMatchObject({ nationalId: '0012345679', firstName: 'سارا', codeHash: null });

    const text = await r.textSentTo('09120001000');
    const code = /\d{6}/.exec(text ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The log provider recorded it unsent; only its hash is kept beside the registration.
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.to, '09120001000'));
    expect(sent).toMatchObject({ sentAt: null });
    const [stored] = await t.database.db.select().from(registrations).where(eq(registrations.id, row!.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe('finishing a registration', () => {
  it('creates exactly one applicant with the national ID and the verified mobile, signed in', async () => {
    const before = await rows(users);
    const id = registrationIdOf(await r.requestCode(newcomer(1, { mobile: '۰۹۱۲۰۰۰۱۰۰۱' })));
    const code = await r.codeSentTo('09120001001');
    const res = await r.complete(id, {
      code: toPersian(code),
      username: '1234567891',
      password: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'سارا', lastName: 'رضایی', roles: [] });
    const cookie = res.cookies.find((c) => c.name === 'darvazeh_session');
    expect(cookie?.value).toBeTruthy();

    expect(await rows(users)).toBe(before + 1);
    const [user] = await usersWithNationalId('1234567891');
    expect(user).toMatchObject({ username: '1234567891', mobile: '09120001001', nationalIdVerifiedAt: null });
    expect(user?.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([]);
    const [log] = await t.database.db.select().from(authLogs).where(eq(authLogs.userId, user!.id));
    expect(log?.result).toBe('registered');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      cookies: { darvazeh_session: cookie!.value },
    });
    expect(profile.statusCode).toBe(200);
    // The same registration cannot make a second account.
    const again = await r.complete(id, { code, username: 'someone-else', password: STRONG_PASSWORD });
    expect([again.statusCode, again.json().message]).toEqual([400, CODE_INVALID]);
    expect(await rows(users)).toBe(before + 1);
  });

  it('keeps the mobile verified only while it is the same number', async () => {
    const id = registrationIdOf(
      await r.requestCode(newcomer(0, { nationalId: '5678901230', mobile: '09120001006' })),
    );
    const code = await r.codeSentTo('09120001006');
    const res = await r.complete(id, { code, username: 'mobile-changer', password: STRONG_PASSWORD });
    const token = res.cookies.find((c) => c.name === 'darvazeh_session')!.value;
    const edit = (mobile: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/user-info',
        cookies: { darvazeh_session: token, 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x' },
        payload: { firstName: 'سارا', lastName: 'رضایی', email: null, mobile },
      });
    const verifiedAt = async () => (await usersWithNationalId('5678901230'))[0]?.mobileVerifiedAt ?? null;
    expect((await edit('09120001006')).statusCode).toBe(200);
    expect(await verifiedAt()).toBeInstanceOf(Date);
    expect((await edit('09120001007')).statusCode).toBe(200);
    expect(await verifiedAt()).toBeNull();
  });

  it('keeps a registered national ID unverified when an Admin edits the account’s other details', async () => {
    const id = registrationIdOf(
      await r.requestCode(newcomer(3, { nationalId: '4567890124', mobile: '09120001008' })),
    );
    const code = await r.codeSentTo('09120001008');
    expect(
      (await r.complete(id, { code, username: 'edited-later', password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const [user] = await usersWithNationalId('4567890124');
    const body = {
      firstName: 'سارا',
      lastName: 'رضایی‌نژاد',
      email: null,
      mobile: '09120001008',
      nationalId: '4567890124',
      roleIds: [],
      locked: false,
    };
    const edited = await t.as(t.admin).put(`/api/v1/user/${user!.id}`, body);
    expect(edited.statusCode).toBe(200);
    const [after] = await usersWithNationalId('4567890124');
    expect(after).toMatchObject({ lastName: 'رضایی‌نژاد', nationalIdVerifiedAt: null });
    expect(after?.mobileVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a weak password or one equal to the username before the code is tried', async () => {
    const id = registrationIdOf(await r.requestCode(newcomer(2)));
    const code = await r.codeSentTo('09120001002');
    const weak = await r.complete(id, { code, username: 'reza', password: 'abc' });
    expect(weak.statusCode).toBe(400);
    const same = await r.complete(id, { code, username: 'reza-ahmadi-1405', password: 'Reza-Ahmadi-1405' });
    expect([same.statusCode, same.json().message]).toEqual([400, 'رمز عبور نباید با نام کاربری یکسان باشد.']);
    // Neither spent one of the code's attempts: five wrong codes still leave the sixth try refused, not before.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await r.complete(id, { code: wrongCode(code), username: 'reza', password: STRONG_PASSWORD })).json()
          .message,
      ).toBe(CODE_INVALID);
    expect((await r.complete(id, { code, username: 'reza', password: STRONG_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('marks a taken username and lets the same code finish with another', async () => {
    await t.user({ username: 'taken-name' });
    const id = registrationIdOf(await r.requestCode(newcomer(3)));
    const code = await r.codeSentTo('09120001003');
    const taken = await r.complete(id, { code, username: 'Taken-Name', password: STRONG_PASSWORD });
    expect(refusal(taken)).toEqual([400, USERNAME_TAKEN, { code: 'field', field: 'username' }]);
    const ok = await r.complete(id, { code, username: 'free-name', password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the code', () => {
  it('expires five minutes after it is sent', async () => {
    const id = registrationIdOf(await r.requestCode(newcomer(4)));
    const code = await r.codeSentTo('09120001004');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000);
    const late = await r.complete(id, { code, username: 'late-comer', password: STRONG_PASSWORD });
    expect([late.statusCode, late.json().message]).toEqual([400, CODE_INVALID]);
  });

  it('is void after five wrong guesses, even the right one', async () => {
    const id = registrationIdOf(await r.requestCode(newcomer(4, { mobile: '09120001014' })));
    const code = await r.codeSentTo('09120001014');
    for (let i = 0; i < 5; i += 1) {
      const res = await r.complete(id, {
        code: wrongCode(code),
        username: 'guesser',
        password: STRONG_PASSWORD,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, CODE_INVALID]);
    }
    const right = await r.complete(id, { code, username: 'guesser', password: STRONG_PASSWORD });
    expect([right.statusCode, right.json().message]).toEqual([400, CODE_INVALID]);
  });

  it('is refused for an unknown registration id as for a wrong code', async () => {
    const res = await r.complete('A'.repeat(24), {
      code: '123456',
      username: 'nobody',
      password: STRONG_PASSWORD,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, CODE_INVALID]);
  });
});

describe('duplicates, told only to whoever holds the mobile', () => {
  it('answers the first step alike for a registered national ID, and marks the field after the code', async () => {
    await t.user({ nationalId: '7890123450', nationalIdVerifiedAt: new Date() });
    const res = await r.requestCode({ ...newcomer(0), nationalId: '7890123450', mobile: '09120002001' });
    expect([res.statusCode, res.json().message]).toEqual([200, CODE_SENT]);
    const wrong = await r.complete(registrationIdOf(res), {
      code: '000000',
      username: 'x-user',
      password: STRONG_PASSWORD,
    });
    expect(refusal(wrong)).toEqual([400, CODE_INVALID, null]);
    const code = await r.codeSentTo('09120002001');
    const right = await r.complete(registrationIdOf(res), {
      code,
      username: 'x-user',
      password: STRONG_PASSWORD,
    });
    expect(refusal(right)).toEqual([400, NATIONAL_ID_TAKEN, { code: 'field', field: 'nationalId' }]);
    expect(await usersWithNationalId('7890123450')).toHaveLength(1);
  });

  it('counts a username that is the national ID as that national ID taken', async () => {
    await t.user({ username: '8901234564' });
    const res = await r.requestCode({ ...newcomer(0), nationalId: '8901234564', mobile: '09120002002' });
    const code = await r.codeSentTo('09120002002');
    const done = await r.complete(registrationIdOf(res), {
      code,
      username: 'y-user',
      password: STRONG_PASSWORD,
    });
    expect(refusal(done)).toEqual([400, NATIONAL_ID_TAKEN, { code: 'field', field: 'nationalId' }]);
  });

  it('marks a mobile another account holds, whatever prefix it was stored with', async () => {
    await t.user({ mobile: '+989120002003' });
    const res = await r.requestCode({ ...newcomer(0), nationalId: '0987654322', mobile: '09120002003' });
    const code = await r.codeSentTo('09120002003');
    const done = await r.complete(registrationIdOf(res), {
      code,
      username: 'z-user',
      password: STRONG_PASSWORD,
    });
    expect(refusal(done)).toEqual([400, MOBILE_TAKEN, { code: 'field', field: 'mobile' }]);
    expect(await usersWithNationalId('0987654322')).toEqual([]);
  });

  it('lets one of two registrations of the same national ID finish when both reach the end together', async () => {
    const first = registrationIdOf(
      await r.requestCode({ ...newcomer(0), nationalId: '1112223339', mobile: '09120002004' }),
    );
    const firstCode = await r.codeSentTo('09120002004');
    const second = registrationIdOf(
      await r.requestCode({ ...newcomer(0), nationalId: '1112223339', mobile: '09120002005' }),
    );
    const secondCode = await r.codeSentTo('09120002005');
    const answers = await Promise.all([
      r.complete(first, { code: firstCode, username: 'twin-one', password: STRONG_PASSWORD }),
      r.complete(second, { code: secondCode, username: 'twin-two', password: STRONG_PASSWORD }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refusal(refused)).toEqual([400, NATIONAL_ID_TAKEN, { code: 'field', field: 'nationalId' }]);
    expect(await usersWithNationalId('1112223339')).toHaveLength(1);
  });
});

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** `text` with Persian digits, as a phone's keyboard may type them. */
function toPersian(text: string): string {
  return text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
}
