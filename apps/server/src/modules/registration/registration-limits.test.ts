import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { jobs, outbox, registrationGuesses, registrations } from '../../db/schema/index.js';
import { startSmsStandIn, type SmsStandIn } from '../../test/sms-stand-in.js';
import { testApp } from '../../test/test-app.js';
import { scheduleRegistrationCleanup } from './registration-cleanup.job.js';
import {
  registrationFixtures,
  registrationIdOf,
  STRONG_PASSWORD,
  type CodeRequest,
} from '../../test/registration-fixtures.js';

let sms: SmsStandIn;
beforeAll(async () => {
  sms = await startSmsStandIn();
});
afterAll(() => sms.close());

const t = testApp({ admin: true, env: { CAPTCHA: 'on', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
const r = registrationFixtures(t);
beforeAll(() => r.switchRegistration(true));

const MOBILE_LIMITED =
  'برای این شماره همراه بیش از حد مجاز کد تأیید خواسته شده است؛ ۲۴ ساعت دیگر دوباره تلاش کنید.';
const NATIONAL_ID_LIMITED =
  'برای این کد ملی بیش از حد مجاز کد تأیید خواسته شده است؛ ۲۴ ساعت دیگر دوباره تلاش کنید.';
const IP_LIMITED = 'تلاش‌های ثبت‌نام از این نشانی بیش از حد مجاز است؛ یک ساعت دیگر دوباره تلاش کنید.';

const HOUR = 60 * 60 * 1000;

/** A valid national ID made from nine digits and its check digit. */
function nationalIdOf(nine: string): string {
  const sum = [...nine].reduce((total, d, i) => total + Number(d) * (10 - i), 0) % 11;
  return `${nine}${sum < 2 ? sum : 11 - sum}`;
}
let next = 100;
/** A newcomer no other test uses. */
function fresh(overrides: Partial<CodeRequest> = {}): CodeRequest {
  next += 1;
  return {
    nationalId: nationalIdOf(`123${String(next).padStart(6, '0')}`),
    mobile: `0935000${String(next).padStart(4, '0')}`,
    firstName: 'علی',
    lastName: 'کریمی',
    ...overrides,
  };
}

/** Rows of earlier requests, as any instance could have written them, `ageMs` ago. */
async function earlierRequests(n: number, values: Partial<CodeRequest & { ip: string }>, ageMs = 0) {
  const base = fresh();
  await t.database.db.insert(registrations).values(
    Array.from({ length: n }, (_, i) => ({
      tokenHash: `earlier-${next}-${i}`,
      nationalId: base.nationalId,
      mobile: base.mobile,
      firstName: 'x',
      lastName: 'y',
      ip: '203.0.113.250',
      expiresAt: new Date(Date.now() + HOUR),
      createdAt: new Date(Date.now() - ageMs),
      ...values,
    })),
  );
}

const rows = async (table: typeof registrations | typeof jobs | typeof registrationGuesses) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { message: string; data: unknown };
  return [res.statusCode, body.message, body.data];
};

describe('code requests are limited, counted from the database', () => {
  it('refuses a sixth code for one mobile within a day, marking the mobile, and records nothing', async () => {
    const who = fresh();
    await earlierRequests(5, { mobile: who.mobile });
    const before = { registrations: await rows(registrations), jobs: await rows(jobs) };
    const res = await r.requestCode(who, '198.51.100.21');
    expect(refusal(res)).toEqual([429, MOBILE_LIMITED, { code: 'field', field: 'mobile' }]);
    expect({ registrations: await rows(registrations), jobs: await rows(jobs) }).toEqual(before);
    expect((await r.requestCode(fresh(), '198.51.100.21')).statusCode).toBe(200);
  });

  it('refuses a sixth code for one national ID within a day, marking the national ID', async () => {
    const who = fresh();
    await earlierRequests(5, { nationalId: who.nationalId });
    const res = await r.requestCode(who, '198.51.100.22');
    expect(refusal(res)).toEqual([429, NATIONAL_ID_LIMITED, { code: 'field', field: 'nationalId' }]);
  });

  it('forgets requests older than the window', async () => {
    const who = fresh();
    await earlierRequests(5, { mobile: who.mobile, nationalId: who.nationalId }, 24 * HOUR + 60_000);
    expect((await r.requestCode(who, '198.51.100.23')).statusCode).toBe(200);
  });

  it('refuses an address that asked for twenty codes within the hour, whoever it asks for', async () => {
    await earlierRequests(20, { ip: '198.51.100.24' });
    const res = await r.requestCode(fresh(), '198.51.100.24');
    expect(refusal(res)).toEqual([429, IP_LIMITED, null]);
    expect((await r.requestCode(fresh(), '198.51.100.25')).statusCode).toBe(200);
  });
});

describe('guesses are limited per address', () => {
  it('refuses the sixty-first try from one address within the hour, even with the right code', async () => {
    const who = fresh();
    const id = registrationIdOf(await r.requestCode(who, '198.51.100.26'));
    const code = await r.codeSentTo(who.mobile);
    await t.database.db
      .insert(registrationGuesses)
      .values(Array.from({ length: 60 }, () => ({ registrationId: null, ip: '198.51.100.27' })));
    const res = await r.complete(
      id,
      { code, username: 'limited-one', password: STRONG_PASSWORD },
      '198.51.100.27',
    );
    expect(refusal(res)).toEqual([429, IP_LIMITED, null]);
    const elsewhere = await r.complete(
      id,
      { code, username: 'limited-one', password: STRONG_PASSWORD },
      '198.51.100.28',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('a stranger cannot lock an owner out', () => {
  it('leaves sign-in alone when every registration limit of an account’s mobile, national ID and address is spent', async () => {
    const owner = await t.user({
      mobile: '09350009999',
      nationalId: nationalIdOf('987654321'),
      password: STRONG_PASSWORD,
    });
    await earlierRequests(5, { mobile: '09350009999' });
    await earlierRequests(5, { nationalId: nationalIdOf('987654321') });
    await earlierRequests(20, { ip: '198.51.100.29' });
    await t.database.db
      .insert(registrationGuesses)
      .values(Array.from({ length: 60 }, () => ({ registrationId: null, ip: '198.51.100.29' })));
    expect((await r.requestCode(fresh({ mobile: '09350009999' }), '198.51.100.30')).statusCode).toBe(429);

    const signIn = await t.anon.request(
      'POST',
      '/api/v1/account/login',
      { username: owner.username, password: STRONG_PASSWORD },
      { remoteAddress: '198.51.100.29' },
    );
    expect(signIn.statusCode).toBe(200);
  });
});

describe('what registration keeps', () => {
  it('forgets requests and attempts two days old by a daily job, keeping the recent ones', async () => {
    const old = fresh();
    await earlierRequests(1, { mobile: old.mobile }, 2 * 24 * HOUR + 60_000);
    const [oldRow] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.mobile, old.mobile));
    await t.database.db
      .insert(registrationGuesses)
      .values({ registrationId: oldRow!.id, ip: '198.51.100.40' });
    const recent = fresh();
    await earlierRequests(1, { mobile: recent.mobile }, 60_000);
    await scheduleRegistrationCleanup(t.database.db, new Date());
    await t.jobs.runDue();
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.mobile, old.mobile)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(registrationGuesses)
        .where(eq(registrationGuesses.registrationId, oldRow!.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.mobile, recent.mobile)),
    ).toHaveLength(1);
    const next = await t.database.db.select().from(jobs).where(like(jobs.key, 'registration.cleanup:%'));
    expect(next.filter((job) => job.doneAt === null)).toHaveLength(1);
  });
});

describe('through an SMS web service', () => {
  it('posts the code to the service and keeps only a note of it in the outbox', async () => {
    const setting = { kind: 'http', url: sms.url, apiKey: 'sms-key', sender: '3000' };
    const saved = await t
      .as(t.admin)
      .post('/api/v1/generalsetting', { name: 'smsProvider', data: JSON.stringify(setting) });
    expect(saved.statusCode).toBe(200);
    const who = fresh();
    const id = registrationIdOf(await r.requestCode(who, '198.51.100.31'));
    expect(sms.seen).toEqual([]);
    await t.jobs.runDue();
    expect(sms.seen).toHaveLength(1);
    const sent = sms.seen[0]!.body as { mobiles: string[]; messageText: string };
    expect(sent.mobiles).toEqual([who.mobile]);
    const code = /\d{6}/.exec(sent.messageText)?.[0] ?? '';
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, who.mobile));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.body).not.toContain(code);
    const done = await r.complete(
      id,
      { code, username: 'by-web-service', password: STRONG_PASSWORD },
      '198.51.100.31',
    );
    expect(done.statusCode).toBe(200);
  });
});
