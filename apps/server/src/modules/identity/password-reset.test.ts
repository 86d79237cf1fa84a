import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordResetCodes, passwordResetGuesses } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { buildCaptcha } from '../../test/factories.js';
import type { IdentityContext } from './identity.context.js';
import {
  forgetPassword,
  MAX_CODES_PER_IP,
  MAX_GUESSES_PER_IP,
  MAX_GUESSES_PER_USERNAME,
  resetPassword,
  resetSteps,
  settleResetMail,
  type ResetSteps,
} from './password-reset.service.js';

const t = testApp({ env: { CAPTCHA: 'on' } });

const LIMITED = 'درخواست‌های بازیابی رمز عبور بیش از حد مجاز است؛ پانزده دقیقه دیگر دوباره تلاش کنید.';
const CAPTCHA_WRONG = 'کد امنیتی اشتباه است یا منقضی شده است.';
const CODE_INVALID = 'کد بازیابی نادرست است یا منقضی شده است.';

/** Posts from one IP address, each time with a fresh, correctly answered captcha. */
function from(ip: string) {
  const post = async (url: string, body: Record<string, unknown>) =>
    t.anon.request(
      'POST',
      `/api/v1/account/${url}`,
      { ...body, captchaId: await buildCaptcha(t.database.db, 'ABCDE'), captchaCode: 'abcde' },
      { remoteAddress: ip },
    );
  return {
    forget: (username: string) => post('forget-password', { username }),
    reset: (username: string, code = '123456') =>
      post('new-password', { username, code, newPassword: 'Kheili-Ghavi-1405' }),
  };
}

const rowsOf = async (table: typeof passwordResetCodes | typeof passwordResetGuesses) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('new-password asks for the captcha', () => {
  it('refuses a missing or wrong captcha with 400 and records nothing', async () => {
    const client: Client = t.anon;
    const before = await rowsOf(passwordResetGuesses);
    const body = { username: 'someone', code: '123456', newPassword: 'Kheili-Ghavi-1405' };
    const missing = await client.post('/api/v1/account/new-password', body);
    expect([missing.statusCode, missing.json().message]).toEqual([400, CAPTCHA_WRONG]);
    const captchaId = await buildCaptcha(t.database.db, 'ABCDE');
    const wrong = await client.post('/api/v1/account/new-password', {
      ...body,
      captchaId,
      captchaCode: 'XXXXX',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, CAPTCHA_WRONG]);
    expect(await rowsOf(passwordResetGuesses)).toBe(before);

    const answered = await from('198.51.100.1').reset('someone');
    expect([answered.statusCode, answered.json().message]).toEqual([400, CODE_INVALID]);
  });
});

describe('reset limits, counted from the database', () => {
  it('answers 429 to an IP over its code requests, whoever it asks for', async () => {
    const ip = '198.51.100.2';
    // Rows any instance could have written.
    await t.database.db.insert(passwordResetCodes).values(
      Array.from({ length: MAX_CODES_PER_IP }, (_, i) => ({
        username: `someone-${i}`,
        codeHash: 'x',
        ip,
        expiresAt: new Date(Date.now() + 60_000),
      })),
    );
    const res = await from(ip).forget('a-fresh-name');
    expect([res.statusCode, res.json().message]).toEqual([429, LIMITED]);
    expect((await from('198.51.100.3').forget('a-fresh-name')).statusCode).toBe(200);
  });

  it('answers 429 to an IP over its new-password attempts', async () => {
    const ip = '198.51.100.4';
    await t.database.db
      .insert(passwordResetGuesses)
      .values(Array.from({ length: MAX_GUESSES_PER_IP }, (_, i) => ({ username: `guess-${i}`, ip })));
    const res = await from(ip).reset('another-name');
    expect([res.statusCode, res.json().message]).toEqual([429, LIMITED]);
  });

  it('answers 429 to new-password attempts over the username’s limit, known or unknown alike', async () => {
    const user = await t.user({ email: 'guessed@example.ac.ir' });
    for (const username of [user.username.toLowerCase(), 'nobody-at-all']) {
      await t.database.db
        .insert(passwordResetGuesses)
        .values(Array.from({ length: MAX_GUESSES_PER_USERNAME }, () => ({ username, ip: '192.0.2.9' })));
    }
    const known = await from('198.51.100.5').reset(user.username);
    const unknown = await from('198.51.100.6').reset('Nobody-At-All');
    expect([known.statusCode, known.json()]).toEqual([429, { success: false, message: LIMITED, data: null }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
  });

  it('writes one row for every accepted code request, unknown usernames too', async () => {
    const before = await rowsOf(passwordResetCodes);
    expect((await from('198.51.100.7').forget('never-registered')).statusCode).toBe(200);
    expect(await rowsOf(passwordResetCodes)).toBe(before + 1);
  });
});

describe('the same work whether or not the username exists', () => {
  const ctx = (): IdentityContext => ({
    db: t.database.db,
    captcha: false,
    mail: { smtpUrl: undefined, mailFrom: 'portal@example.ac.ir' },
    secureCookies: false,
    delay: async () => {},
  });
  const silent = { error: () => undefined };

  /** The real steps, recording each call's name and whether a mail job was handed over. */
  function recorded() {
    const calls: string[] = [];
    const mailJobs: boolean[] = [];
    const steps = Object.fromEntries(
      Object.entries(resetSteps).map(([name, step]) => [
        name,
        (...args: unknown[]) => {
          calls.push(name);
          if (name === 'afterAnswer') mailJobs.push(args[0] !== null);
          return (step as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as ResetSteps;
    return { steps, calls, mailJobs };
  }

  it('forget-password runs the same steps for a known, an address-less and an unknown username', async () => {
    const withMail = await t.user({ email: 'same-work@example.ac.ir' });
    const withoutMail = await t.user();
    const runs = [];
    for (const username of [withMail.username, withoutMail.username, 'no-such-user-here']) {
      const run = recorded();
      await forgetPassword(
        ctx(),
        { username, captchaId: '', captchaCode: '' },
        { ip: '203.0.113.1', userAgent: null },
        silent,
        run.steps,
      );
      runs.push(run);
    }
    await settleResetMail();
    const [known, addressLess, unknown] = runs;
    expect(known?.calls).toEqual([
      'verifyCaptcha',
      'countCodes',
      'countCodes',
      'findUser',
      'insertCode',
      'afterAnswer',
    ]);
    expect(addressLess?.calls).toEqual(known?.calls);
    expect(unknown?.calls).toEqual(known?.calls);
    // Only the mail itself differs, and it goes out after the answer.
    expect(runs.map((r) => r.mailJobs)).toEqual([[true], [false], [false]]);
  });

  it('new-password runs the same steps, password hashing included, and answers alike', async () => {
    const withCode = await t.user({ email: 'has-code@example.ac.ir' });
    const noCode = await t.user({ email: 'no-code@example.ac.ir' });
    await forgetPassword(
      ctx(),
      { username: withCode.username, captchaId: '', captchaCode: '' },
      { ip: '203.0.113.2', userAgent: null },
      silent,
    );
    const runs = [];
    for (const username of [withCode.username, noCode.username, 'no-such-user-either']) {
      const run = recorded();
      const outcome = await resetPassword(
        ctx(),
        { username, code: '000000x', newPassword: 'Kheili-Ghavi-1405', captchaId: '', captchaCode: '' },
        { ip: '203.0.113.2', userAgent: null },
        run.steps,
      ).catch((err: unknown) => (err as Error).message);
      expect(outcome).toBe(CODE_INVALID);
      runs.push(run);
    }
    const [known, codeless, unknown] = runs;
    expect(known?.calls).toEqual([
      'verifyCaptcha',
      'insertGuess',
      'countGuesses',
      'countGuesses',
      'findUser',
      'latestCode',
      'countGuesses',
      'hashPassword',
    ]);
    expect(codeless?.calls).toEqual(known?.calls);
    expect(unknown?.calls).toEqual(known?.calls);
    expect(
      await t.database.db
        .select({ n: count() })
        .from(passwordResetGuesses)
        .where(eq(passwordResetGuesses.ip, '203.0.113.2')),
    ).toEqual([{ n: 3 }]);
  });
});
