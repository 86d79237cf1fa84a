import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, type SubstitutionItem } from '@darvazeh/shared';
import { substitutions } from '../../db/schema/index.js';
import { substitutionMessages } from '../../messages/index.js';
import { testApp, type TestUser } from '../../test/test-app.js';
import { activeSubstitutedUserIds } from './substitutions.service.js';

const t = testApp({ admin: true });
const url = '/api/v1/substitution';
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const staff = (overrides: Parameters<typeof t.user>[0] = {}) => t.user({ roles: ['Employee'], ...overrides });

async function rowsOf(userId: number) {
  return t.database.db.select().from(substitutions).where(eq(substitutions.userId, userId));
}

function create(by: TestUser, body: Record<string, unknown>) {
  return t.as(by).post(url, { startsAt: at(1), endsAt: at(48), note: '', ...body });
}

describe('POST substitution', () => {
  it('answers 401 to a visitor and 403 to an applicant, writing nothing', async () => {
    const applicant = await t.user();
    const other = await staff();
    expect(
      (await t.anon.post(url, { substituteId: other.id, startsAt: at(1), endsAt: at(2) })).statusCode,
    ).toBe(401);
    const res = await create(applicant, { substituteId: other.id });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(applicant.id)).toEqual([]);
  });

  it('refuses a period that ends before it starts or lasts over a year with the Persian reason', async () => {
    const me = await staff();
    const other = await staff();
    const backwards = await create(me, { substituteId: other.id, startsAt: at(5), endsAt: at(4) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(REQUEST_MESSAGES.substitutePeriod);
    const long = await create(me, { substituteId: other.id, startsAt: at(1), endsAt: at(367 * 24) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(REQUEST_MESSAGES.substituteTooLong);
    const over = await create(me, { substituteId: other.id, startsAt: at(-5), endsAt: at(-1) });
    expect([over.statusCode, over.json().message]).toEqual([400, substitutionMessages.periodOver]);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('refuses the caller as their own substitute, and unknown, deleted, locked or non-staff substitutes', async () => {
    const me = await staff();
    const deleted = await staff({ deletedAt: new Date() });
    const locked = await staff({ locked: true });
    const applicant = await t.user();
    const cases: [number, string][] = [
      [me.id, REQUEST_MESSAGES.substituteSelf],
      [999_999, REQUEST_MESSAGES.substituteUnknown],
      [deleted.id, REQUEST_MESSAGES.substituteUnknown],
      [locked.id, REQUEST_MESSAGES.substituteUnknown],
      [applicant.id, substitutionMessages.substituteNotStaff],
    ];
    for (const [substituteId, message] of cases) {
      const res = await create(me, { substituteId });
      expect([substituteId, res.statusCode, res.json().message]).toEqual([substituteId, 400, message]);
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('names a substitute for the caller with the audit fields set, and answers names', async () => {
    const me = await staff({ firstName: 'مریم', lastName: 'احمدی' });
    const other = await staff({ firstName: 'علی', lastName: 'رضایی' });
    const res = await create(me, { substituteId: other.id, note: 'مرخصی' });
    expect([res.statusCode, res.json().message]).toEqual([200, substitutionMessages.saved]);
    expect(res.json().data).toMatchObject({
      userId: me.id,
      userName: 'مریم احمدی',
      substituteId: other.id,
      substituteName: 'علی رضایی',
      note: 'مرخصی',
    });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ substituteId: other.id, creatorId: me.id, deletedAt: null });
  });

  it('takes as staff a user who is an Employee only through a unit responsibility (SPEC §6)', async () => {
    const me = await t.employee();
    const other = await t.employee();
    const res = await create(me, { substituteId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userId: me.id, substituteId: other.id });
  });

  it('lets only an Admin name another user’s substitute', async () => {
    const me = await staff();
    const colleague = await staff();
    const other = await staff();
    const refused = await create(me, { userId: colleague.id, substituteId: other.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, substitutionMessages.othersOnlyAdmin]);
    expect(await rowsOf(colleague.id)).toEqual([]);
    const byAdmin = await create(t.admin, { userId: colleague.id, substituteId: other.id });
    expect(byAdmin.statusCode).toBe(200);
    expect(await rowsOf(colleague.id)).toMatchObject([{ substituteId: other.id, creatorId: t.admin.id }]);
    const notStaff = await create(t.admin, { userId: (await t.user()).id, substituteId: other.id });
    expect([notStaff.statusCode, notStaff.json().message]).toEqual([400, substitutionMessages.userUnknown]);
  });

  it('refuses a period overlapping a live one of the same user, and takes it once that one is deleted', async () => {
    const me = await staff();
    const first = await staff();
    const second = await staff();
    const kept = await create(me, { substituteId: first.id, startsAt: at(24), endsAt: at(72) });
    expect(kept.statusCode).toBe(200);
    const overlapping = await create(me, { substituteId: second.id, startsAt: at(48), endsAt: at(96) });
    expect([overlapping.statusCode, overlapping.json().message]).toEqual([400, substitutionMessages.overlap]);
    // Touching ends do not overlap: the second period starts when the first ends.
    const after = await create(me, { substituteId: second.id, startsAt: at(72), endsAt: at(96) });
    expect(after.statusCode).toBe(200);
    // Another user's period may cover the same hours.
    expect(
      (await create(first, { substituteId: second.id, startsAt: at(48), endsAt: at(60) })).statusCode,
    ).toBe(200);
    expect((await t.as(me).delete(`${url}/${kept.json().data.id}`)).statusCode).toBe(200);
    const again = await create(me, { substituteId: second.id, startsAt: at(48), endsAt: at(60) });
    expect(again.statusCode).toBe(200);
  });

  it('writes one of two overlapping periods sent at once', async () => {
    const me = await staff();
    const a = await staff();
    const b = await staff();
    const answers = await Promise.all([
      create(me, { substituteId: a.id }),
      create(me, { substituteId: b.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await rowsOf(me.id)).toHaveLength(1);
  });
});

describe('GET substitution', () => {
  it('lists the caller’s current and future rows as user or substitute, newest first; an Admin sees all', async () => {
    const me = await staff();
    const colleague = await staff();
    const stranger = await staff();
    const mine = (await create(me, { substituteId: colleague.id, startsAt: at(1), endsAt: at(10) })).json()
      .data as SubstitutionItem;
    const forColleague = (
      await create(colleague, { substituteId: me.id, startsAt: at(100), endsAt: at(110) })
    ).json().data as SubstitutionItem;
    const strangers = (await create(stranger, { substituteId: colleague.id })).json()
      .data as SubstitutionItem;
    // A past one: not listed.
    await t.database.db.insert(substitutions).values({
      userId: me.id,
      substituteId: stranger.id,
      startsAt: new Date(Date.now() - 10 * HOUR),
      endsAt: new Date(Date.now() - 5 * HOUR),
    });
    const res = await t.as(me).get(url);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as SubstitutionItem[]).map((s) => s.id)).toEqual([forColleague.id, mine.id]);
    const all = (await t.as(t.admin).get(url)).json().data as SubstitutionItem[];
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([mine.id, forColleague.id, strangers.id]));
    expect((await t.as(await t.user()).get(url)).statusCode).toBe(403);
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });
});

describe('DELETE substitution/{id}', () => {
  it('lets the user delete their own row (soft), refuses another Employee with 403, and lets an Admin', async () => {
    const me = await staff();
    const other = await staff();
    const row = (await create(me, { substituteId: other.id })).json().data as SubstitutionItem;
    // The substitute sees the row but may not delete it.
    const refused = await t.as(other).delete(`${url}/${row.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, substitutionMessages.notYours]);
    expect((await t.as(await t.user()).delete(`${url}/${row.id}`)).statusCode).toBe(403);
    const removed = await t.as(me).delete(`${url}/${row.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, substitutionMessages.removed]);
    const [stored] = await rowsOf(me.id);
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(stored?.deleterId).toBe(me.id);
    expect((await t.as(me).delete(`${url}/${row.id}`)).statusCode).toBe(404);
    expect((await t.as(me).delete(`${url}/999999`)).statusCode).toBe(404);

    const byAdmin = (await create(other, { substituteId: me.id })).json().data as SubstitutionItem;
    expect((await t.as(t.admin).delete(`${url}/${byAdmin.id}`)).statusCode).toBe(200);
    expect((await rowsOf(other.id))[0]?.deleterId).toBe(t.admin.id);
  });
});

describe('GET substitution/candidates', () => {
  it('finds live, unlocked staff by name, never the caller, applicants or locked users', async () => {
    const me = await staff({ firstName: 'نرگس', lastName: 'جانشین‌یاب' });
    const found = await staff({ firstName: 'سارا', lastName: 'جانشین‌یاب' });
    const admin = await t.user({ roles: ['Admin'], firstName: 'مدیر', lastName: 'جانشین‌یاب' });
    await staff({ firstName: 'قفل', lastName: 'جانشین‌یاب', locked: true });
    await t.user({ firstName: 'متقاضی', lastName: 'جانشین‌یاب' });
    const res = await t.as(me).get(`${url}/candidates?q=${encodeURIComponent('جانشین‌یاب')}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { id: number }[]).map((u) => u.id).sort()).toEqual(
      [found.id, admin.id].sort(),
    );
    expect((await t.as(await t.user()).get(`${url}/candidates`)).statusCode).toBe(403);
  });
});

describe('activeSubstitutedUserIds', () => {
  it('answers the users whose live substitution by the substitute covers the instant', async () => {
    const sub = await staff();
    const [a, b, c, d] = await Promise.all([staff(), staff(), staff(), staff()]);
    const now = Date.now();
    const row = (userId: number, from: number, to: number) => ({
      userId,
      substituteId: sub.id,
      startsAt: new Date(now + from * HOUR),
      endsAt: new Date(now + to * HOUR),
    });
    await t.database.db
      .insert(substitutions)
      .values([
        row(a.id, -1, 1),
        row(b.id, 2, 5),
        row(c.id, -5, -1),
        { ...row(d.id, -1, 1), deletedAt: new Date() },
      ]);
    const db = t.database.db;
    expect(await activeSubstitutedUserIds(db, sub.id)).toEqual([a.id]);
    expect((await activeSubstitutedUserIds(db, sub.id, new Date(now + 3 * HOUR))).sort()).toEqual([b.id]);
    expect(await activeSubstitutedUserIds(db, a.id)).toEqual([]);
  });
});
