import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, toPersianDigits, trackingCodeOf, type TrackedRequest } from '@darvazeh/shared';
import { requestEvents, trackingGuesses, userRequests } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { MAX_FAILURES_PER_CODE, MAX_FAILURES_PER_IP, mobileKey } from './tracking.service.js';

const t = testApp({ admin: true });
const url = '/api/v1/userrequest/track';
let serviceId: number;
let sequence = 100_000_000;

/** A new request of a new applicant (mobile 09121234567 unless told), with its code. */
async function request(
  applicant: { username?: string; mobile?: string | null; nationalId?: string | null } = {},
) {
  const user = await t.user({ mobile: '09121234567', ...applicant });
  sequence += 1;
  const trackingCode = trackingCodeOf(String(sequence));
  const [row] = await t.database.db
    .insert(userRequests)
    .values({
      trackingCode,
      serviceId,
      serviceVersion: 1,
      applicantId: user.id,
      status: 'ثبت شده',
      answers: {},
      expectedOn: '2026-12-01',
    })
    .returning({ id: userRequests.id });
  return { id: row!.id, trackingCode, username: user.username };
}

/** A visitor's attempt from `ip`. */
function track(body: Record<string, unknown>, ip = '203.0.113.1') {
  return t.anon.request('POST', url, body, { remoteAddress: ip });
}

beforeAll(async () => {
  serviceId = (await t.service({ serviceFname: 'صدور گواهی اشتغال به تحصیل' })).id;
});

describe('POST userrequest/track', () => {
  it('answers 400 with the Persian reason for a malformed code or a missing identity', async () => {
    const bad = await track({ trackingCode: '12345', identity: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(REQUEST_MESSAGES.trackingCodeInvalid);
    const { trackingCode } = await request();
    const empty = await track({ trackingCode, identity: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(REQUEST_MESSAGES.trackingIdentityRequired);
  });

  it('answers the request to its code and the applicant’s mobile or username, with the visible steps oldest first', async () => {
    const r = await request({ username: 'Student.Track' });
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));
    await db.insert(requestEvents).values([
      { requestId: r.id, kind: 'submitted', toStatus: 'ثبت شده', visibleToApplicant: true, at: day(1) },
      { requestId: r.id, kind: 'claimed', visibleToApplicant: false, at: day(2) },
      { requestId: r.id, kind: 'status', toStatus: 'بررسی داخلی', visibleToApplicant: false, at: day(3) },
      { requestId: r.id, kind: 'status', toStatus: 'در حال بررسی', visibleToApplicant: true, at: day(4) },
      { requestId: r.id, kind: 'completed', visibleToApplicant: true, at: day(5) },
    ]);
    await db.update(userRequests).set({ status: 'در حال بررسی' }).where(eq(userRequests.id, r.id));
    const spaced = `${toPersianDigits(r.trackingCode.slice(0, 5))} ${toPersianDigits(r.trackingCode.slice(5))}`;
    for (const identity of [
      '09121234567',
      '+989121234567',
      '00989121234567',
      '۹۱۲۱۲۳۴۵۶۷',
      'student.TRACK',
    ]) {
      const res = await track({ trackingCode: spaced, identity }, '203.0.113.2');
      expect([identity, res.statusCode]).toEqual([identity, 200]);
      expect(res.json().data as TrackedRequest).toEqual({
        trackingCode: r.trackingCode,
        serviceFname: 'صدور گواهی اشتغال به تحصیل',
        state: 'running',
        status: 'در حال بررسی',
        createdAt: expect.any(String),
        expectedOn: '2026-12-01',
        endedAt: null,
        steps: [
          { at: day(1).toISOString(), status: 'ثبت شده' },
          { at: day(4).toISOString(), status: 'در حال بررسی' },
        ],
      });
    }
  });

  it('answers to the applicant’s national ID (کد ملی) too, typed with Persian or Arabic digits, spaces or dashes', async () => {
    const r = await request({ nationalId: '0010350829' });
    for (const identity of ['0010350829', '۰۰۱۰۳۵۰۸۲۹', '٠٠١٠٣٥٠٨٢٩', ' ۰۰۱-۰۳۵۰۸۲-۹ ', '001 035 0829']) {
      const res = await track({ trackingCode: r.trackingCode, identity }, '203.0.113.20');
      expect([identity, res.statusCode]).toEqual([identity, 200]);
      expect(res.json().data.trackingCode).toBe(r.trackingCode);
    }
  });

  it('answers someone else’s national ID, or one the applicant has not given, as an unknown code', async () => {
    const r = await request({ nationalId: '1273701232' });
    const without = await request({ nationalId: null });
    const unknown = trackingCodeOf(String(sequence + 90));
    const answers = [
      await track({ trackingCode: r.trackingCode, identity: '4987654326' }, '203.0.113.21'),
      await track({ trackingCode: without.trackingCode, identity: '1273701232' }, '203.0.113.22'),
      await track({ trackingCode: unknown, identity: '1273701232' }, '203.0.113.23'),
    ];
    for (const res of answers)
      expect({ status: res.statusCode, body: res.body }).toEqual({
        status: 404,
        body: JSON.stringify({ success: false, message: REQUEST_MESSAGES.trackingNotFound, data: null }),
      });
    // Each was a failed guess, counted like any other.
    const counted = await t.database.db
      .select()
      .from(trackingGuesses)
      .where(eq(trackingGuesses.trackingCode, r.trackingCode));
    expect(counted.map((row) => row.matched)).toEqual([false]);
  });

  it('lists a status once: the end of a request, which keeps its status, is not a step of its own', async () => {
    const r = await request();
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));
    await t.database.db.insert(requestEvents).values([
      { requestId: r.id, kind: 'submitted', toStatus: 'registered', visibleToApplicant: true, at: day(1) },
      {
        requestId: r.id,
        kind: 'status',
        fromStatus: 'registered',
        toStatus: 'تأیید شد',
        visibleToApplicant: true,
        at: day(2),
      },
      {
        requestId: r.id,
        kind: 'ended',
        fromStatus: 'تأیید شد',
        toStatus: 'تأیید شد',
        visibleToApplicant: true,
        at: day(3),
      },
    ]);
    const res = await track({ trackingCode: r.trackingCode, identity: '09121234567' }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect((res.json().data as TrackedRequest).steps).toEqual([
      { at: day(1).toISOString(), status: 'registered' },
      { at: day(2).toISOString(), status: 'تأیید شد' },
    ]);
  });

  it('answers an unknown code and a wrong identity alike, never telling which codes exist', async () => {
    const r = await request({ username: 'owner_same' });
    const other = await request({ username: 'someone_else', mobile: '09351112222' });
    const unknown = trackingCodeOf(String(sequence + 50));
    const answers = await Promise.all([
      track({ trackingCode: unknown, identity: '09121234567' }, '203.0.113.3'),
      track({ trackingCode: r.trackingCode, identity: '09351112222' }, '203.0.113.4'),
      track({ trackingCode: r.trackingCode, identity: other.username }, '203.0.113.5'),
      track({ trackingCode: r.trackingCode, identity: '0' }, '203.0.113.6'),
    ]);
    const shapes = answers.map((res) => ({ status: res.statusCode, body: res.body }));
    expect(shapes[0]).toEqual({
      status: 404,
      body: JSON.stringify({ success: false, message: REQUEST_MESSAGES.trackingNotFound, data: null }),
    });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('refuses an address after 20 failed guesses, before reading its guess, without recording the refusal', async () => {
    const r = await request();
    const ip = '198.51.100.7';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const res = await track(
        { trackingCode: trackingCodeOf(String(700_000_000 + i)), identity: 'guess' },
        ip,
      );
      expect(res.statusCode).toBe(404);
    }
    // Even the right pair is refused from this address: answering it would tell a guesser it was right.
    const refused = await track({ trackingCode: r.trackingCode, identity: '09121234567' }, ip);
    expect([refused.statusCode, refused.json().message]).toEqual([429, REQUEST_MESSAGES.trackingTooMany(15)]);
    const rows = await t.database.db.select().from(trackingGuesses).where(eq(trackingGuesses.ip, ip));
    expect(rows).toHaveLength(MAX_FAILURES_PER_IP);
    // The applicant elsewhere is not affected, and failures older than 15 minutes no longer count.
    expect((await track({ trackingCode: r.trackingCode, identity: '09121234567' })).statusCode).toBe(200);
    await t.database.db
      .update(trackingGuesses)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(trackingGuesses.ip, ip));
    expect((await track({ trackingCode: r.trackingCode, identity: '09121234567' }, ip)).statusCode).toBe(200);
  });

  it('answers wrong guesses on a code 429 after 5 failures, but still answers its owner', async () => {
    const r = await request({ username: 'owner_locked_out_never' });
    const wrong = (i: number) =>
      track({ trackingCode: r.trackingCode, identity: `0935000000${i}` }, `192.0.2.${i + 1}`);
    for (let i = 0; i < MAX_FAILURES_PER_CODE; i++) expect((await wrong(i)).statusCode).toBe(404);
    const sixth = await wrong(MAX_FAILURES_PER_CODE);
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, REQUEST_MESSAGES.trackingTooMany(15)]);
    // The strangers' failures must not lock the applicant out: the right pair is answered.
    const owner = await track(
      { trackingCode: r.trackingCode, identity: 'OWNER_LOCKED_OUT_NEVER' },
      '192.0.2.200',
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.trackingCode).toBe(r.trackingCode);
    // An unknown code is limited alike, so the 429 tells nothing about which codes exist.
    const unknown = trackingCodeOf(String(sequence + 77));
    const answers = [];
    for (let i = 0; i <= MAX_FAILURES_PER_CODE; i++)
      answers.push((await track({ trackingCode: unknown, identity: 'x' }, `192.0.2.${50 + i}`)).statusCode);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('counts parallel failures one at a time', async () => {
    const ip = '198.51.100.99';
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_IP + 5 }, (_, i) =>
        track({ trackingCode: trackingCodeOf(String(800_000_000 + i)), identity: 'guess' }, ip),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 404)).toHaveLength(MAX_FAILURES_PER_IP);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(5);
  });
});

describe('mobileKey', () => {
  it.each([
    ['09121234567', '9121234567'],
    ['+98 912 123 4567', '9121234567'],
    ['0098-912-123-4567', '9121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '9121234567'],
    ['9121234567', '9121234567'],
    ['0', null],
    ['user', null],
    ['', null],
  ])('reads %s as %s', (input, key) => {
    expect(mobileKey(input)).toBe(key);
  });
});
