import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  CALENDAR_MESSAGES,
  dayNumberOf,
  isoDayOf,
  jalaliToGregorian,
  jalaliYearDays,
  jalaliYearOfDay,
  type CalendarYearView,
  type HolidayItem,
} from '@darvazeh/shared';
import { calendarYears, changeLogs, holidays } from '../../db/schema/index.js';
import { calendarMessages } from '../../messages/index.js';
import { testApp } from '../../test/test-app.js';
import { lunarHolidayEstimates, proposedHolidays } from './holiday-proposal.js';
import { dueDay, loadWorkCalendar, workingDaysFrom } from './working-days.service.js';

const t = testApp({ admin: true });
const j = (jy: number, jm: number, jd: number) => jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10);
const url = '/api/v1/holiday';
const year = (jy: number | string) => `/api/v1/holiday/year/${jy}`;

/** Rows of the calendar's tables and the change log: what a refused write must leave as it was. */
async function written() {
  const db = t.database.db;
  const [[h], [y], [c]] = await Promise.all([
    db.select({ n: count() }).from(holidays),
    db.select({ n: count() }).from(calendarYears),
    db.select({ n: count() }).from(changeLogs),
  ]);
  return [h?.n, y?.n, c?.n];
}

describe('proposing, editing and confirming a year', () => {
  it('proposes the solar holidays and the lunar estimates, marked suggested, once', async () => {
    const res = await t.as(t.admin).post(`${year(1405)}/propose`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data as CalendarYearView;
    expect(res.json().message).toBe(calendarMessages.proposed(view.holidays.length));
    expect(view).toMatchObject({ jy: 1405, first: '2026-03-21', last: '2027-03-20', confirmed: false });
    expect(view.thursdayClosed).toBe(true);
    const byDay = new Map(view.holidays.map((h) => [h.day, h]));
    expect(byDay.get(j(1405, 1, 2))).toMatchObject({
      jalaliDay: '1405/01/02',
      jy: 1405,
      title: calendarMessages.holidayTitles.nowruz,
      suggested: false,
    });
    // The second day of Eid al-Fitr 1447 falls on 1 Farvardin by the estimate: one row, both titles.
    expect(byDay.get(j(1405, 1, 1))).toMatchObject({
      title: `${calendarMessages.holidayTitles.nowruzStart}؛ ${calendarMessages.holidayTitles.eidFitrHoliday}`,
      suggested: true,
    });
    expect(byDay.get(j(1405, 11, 22))?.title).toBe(calendarMessages.holidayTitles.revolutionDay);
    // 17 lunar holidays a year (one may fall twice or share a day with a solar one).
    expect(view.holidays.filter((h) => h.suggested).length).toBeGreaterThanOrEqual(15);
    expect(view.holidays.map((h) => h.day)).toEqual(proposedHolidays(1405).map((h) => h.day));
    // Unconfirmed: only the solar days count.
    expect(view.counted.map((c) => c.day)).toEqual(
      [
        [1, 1],
        [1, 2],
        [1, 3],
        [1, 4],
        [1, 12],
        [1, 13],
        [3, 14],
        [3, 15],
        [11, 22],
        [12, 29],
      ].map(([m, d]) => j(1405, m as number, d as number)),
    );

    const again = await t.as(t.admin).post(`${year(1405)}/propose`);
    expect([again.statusCode, again.json().message]).toEqual([200, calendarMessages.proposed(0)]);
    expect(again.json().data.holidays).toHaveLength(view.holidays.length);
  });

  it('adds, edits and removes a holiday by its Jalali day, one per day', async () => {
    const add = await t
      .as(t.admin)
      .post(url, { jalaliDay: '۱۴۰۵/۰۲/۱۰', title: 'تعطیلی به دلیل آلودگی هوا' });
    expect(add.statusCode).toBe(200);
    const item = add.json().data as HolidayItem;
    expect(item).toMatchObject({ day: j(1405, 2, 10), jalaliDay: '1405/02/10', jy: 1405, suggested: false });

    const before = await written();
    const twin = await t.as(t.admin).post(url, { jalaliDay: '1405/2/10', title: 'دوباره' });
    expect([twin.statusCode, twin.json().message]).toEqual([400, calendarMessages.dayTaken]);
    expect(await written()).toEqual(before);

    // A suggested one becomes the Admin's own once edited (here: moved a day, as the official calendar says).
    const view = (await t.as(t.admin).get(year(1405))).json().data as CalendarYearView;
    const estimate = view.holidays.find((h) => h.suggested && h.jalaliDay > '1405/02') as HolidayItem;
    const moved = await t.as(t.admin).put(`${url}/${estimate.id}`, {
      jalaliDay: '1405/03/01',
      title: estimate.title,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ day: j(1405, 3, 1), suggested: false });

    expect((await t.as(t.admin).delete(`${url}/${item.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).get(`${url}/${item.id}`)).statusCode).toBe(404);
    const list = await t
      .as(t.admin)
      .post(`${url}/filter`, { filters: { jy: { op: 'eq', value: 1405 }, page: 1, count: 100 } });
    expect(list.statusCode).toBe(200);
    const days = (list.json().data.list as HolidayItem[]).map((h) => h.day);
    expect(days).not.toContain(j(1405, 2, 10));
    expect(days).toEqual([...days].sort());
  });

  it('confirms a year: its holidays count and none is a suggestion; a confirmed year takes no proposal', async () => {
    const res = await t.as(t.admin).post(`${year(1405)}/confirm`);
    expect([res.statusCode, res.json().message]).toEqual([200, calendarMessages.confirmed(1405)]);
    const view = res.json().data as CalendarYearView;
    expect(view.confirmed).toBe(true);
    expect(view.confirmedAt).not.toBeNull();
    expect(view.confirmerName).toBeTruthy();
    expect(view.holidays.some((h) => h.suggested)).toBe(false);
    expect(view.counted.map((c) => c.day)).toEqual(view.holidays.map((h) => h.day));

    const logged = await t.database.db
      .select()
      .from(changeLogs)
      .where(eq(changeLogs.resource, 'calendaryear'));
    expect(logged.at(-1)).toMatchObject({ recordId: 1405, action: 'update', actorId: t.admin.id });

    const before = await written();
    const propose = await t.as(t.admin).post(`${year(1405)}/propose`);
    expect([propose.statusCode, propose.json().message]).toEqual([
      400,
      calendarMessages.proposeConfirmed(1405),
    ]);
    expect(await written()).toEqual(before);
  });

  it('withdraws a confirmation and sets whether Thursdays close', async () => {
    const withdrawn = await t.as(t.admin).post(`${year(1405)}/unconfirm`);
    expect([withdrawn.statusCode, withdrawn.json().data.confirmed]).toEqual([200, false]);
    expect(withdrawn.json().data.confirmerName).toBeNull();
    const open = await t.as(t.admin).put(year(1406), { thursdayClosed: false });
    expect([open.statusCode, open.json().data.thursdayClosed, open.json().data.confirmed]).toEqual([
      200,
      false,
      false,
    ]);
    expect((await t.as(t.admin).get(year(1406))).json().data.thursdayClosed).toBe(false);
    // A year nobody touched: Thursdays closed, unconfirmed, no stored holidays, the solar ones counted.
    const untouched = (await t.as(t.admin).get(year(1410))).json().data as CalendarYearView;
    expect(untouched).toMatchObject({ thursdayClosed: true, confirmed: false, holidays: [] });
    expect(untouched.counted).toHaveLength(10);
  });
});

describe('refusals', () => {
  it.each([
    [
      'a day that does not exist',
      'post',
      url,
      { jalaliDay: '1404/12/30', title: 'x' },
      CALENDAR_MESSAGES.dayInvalid,
    ],
    [
      'a Gregorian day',
      'post',
      url,
      { jalaliDay: '2026-03-21', title: 'x' },
      CALENDAR_MESSAGES.yearOutOfRange,
    ],
    ['no title', 'post', url, { jalaliDay: '1405/05/05', title: ' ' }, CALENDAR_MESSAGES.titleMissing],
    ['an unknown field', 'post', url, { jalaliDay: '1405/05/05', title: 'x', jy: 1300 }, null],
    ['a year out of range', 'post', `${year(1200)}/propose`, {}, CALENDAR_MESSAGES.yearOutOfRange],
    ['a year that is no number', 'get', year('next'), undefined, CALENDAR_MESSAGES.yearOutOfRange],
    [
      'a Thursday setting that is no boolean',
      'put',
      year(1405),
      { thursdayClosed: 'yes' },
      CALENDAR_MESSAGES.thursdayInvalid,
    ],
  ] as const)(
    'refuses %s with a Persian 400 and writes nothing',
    async (_name, method, path, body, message) => {
      const before = await written();
      const client = t.as(t.admin);
      const res = method === 'get' ? await client.get(path) : await client[method](path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
      if (message) expect(res.json().message).toBe(message);
      expect(await written()).toEqual(before);
    },
  );
});

describe('who may do what', () => {
  it('lets Employees read the calendar and nothing more, refuses applicants and visitors', async () => {
    const employee = await t.employee();
    const applicant = await t.user();
    const before = await written();
    const writes: [string, string, unknown][] = [
      ['post', url, { jalaliDay: '1405/06/06', title: 'x' }],
      ['post', `${year(1407)}/propose`, {}],
      ['post', `${year(1407)}/confirm`, {}],
      ['post', `${year(1407)}/unconfirm`, {}],
      ['put', year(1407), { thursdayClosed: false }],
      ['delete', `${url}/1`, undefined],
      ['put', `${url}/1`, { jalaliDay: '1405/06/06', title: 'x' }],
    ];
    for (const who of [employee, applicant]) {
      for (const [method, path, body] of writes) {
        const client = t.as(who) as unknown as Record<
          string,
          (p: string, b?: unknown) => Promise<{ statusCode: number }>
        >;
        expect((await client[method]!(path, body)).statusCode, `${method} ${path}`).toBe(403);
      }
    }
    expect((await t.as(employee).get(year(1405))).statusCode).toBe(200);
    expect((await t.as(employee).post(`${url}/filter`, { filters: {} })).statusCode).toBe(200);
    expect((await t.as(applicant).get(year(1405))).statusCode).toBe(403);
    expect((await t.as(applicant).post(`${url}/filter`, { filters: {} })).statusCode).toBe(403);
    expect((await t.anon.get(year(1405))).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });
});

describe('the working-day service', () => {
  it('counts a confirmed year’s holidays and reports the unconfirmed years an answer rests on', async () => {
    const db = t.database.db;
    // 1407: a closure on Saturday 1407/02/03, Thursdays open; confirmed half-way.
    await t.as(t.admin).post(url, { jalaliDay: '1407/02/03', title: 'تعطیلی ویژه دانشگاه' });
    await t.as(t.admin).put(year(1407), { thursdayClosed: false });
    // Tuesday 1407/01/30 → Wednesday; Wednesday 1407/01/31 → Thursday 1407/02/01, open in 1407.
    expect(await dueDay(db, j(1407, 1, 30), 1)).toEqual({ value: j(1407, 1, 31), unconfirmedYears: [1407] });
    expect((await dueDay(db, j(1407, 1, 31), 1)).value).toBe(j(1407, 2, 1));
    // Unconfirmed, the closure does not count yet: Friday 1407/02/02 → Saturday.
    expect((await dueDay(db, j(1407, 2, 2), 1)).value).toBe(j(1407, 2, 3));
    await t.as(t.admin).post(`${year(1407)}/confirm`);
    expect(await dueDay(db, j(1407, 2, 2), 1)).toEqual({ value: j(1407, 2, 4), unconfirmedYears: [] });
    expect(await workingDaysFrom(db, j(1407, 2, 2), j(1407, 2, 4))).toEqual({
      value: 1,
      unconfirmedYears: [],
    });
    const late = await workingDaysFrom(db, j(1407, 2, 4), j(1406, 12, 1));
    expect(late.value).toBeLessThan(0);
    expect(late.unconfirmedYears).toEqual([1406]);
  });

  it('reads every year a long span touches, widening the read when closed years push the answer past it', async () => {
    const db = t.database.db;
    // 1409 and 1410 closed on every day (as if by decree), confirmed: 300 working days from the start
    // of 1408 land in 1411, past the years a first read of 300 days' worth covers.
    for (const jy of [1409, 1410]) {
      const { first, last } = jalaliYearDays(jy);
      const rows = [];
      for (let n = dayNumberOf(first); n <= dayNumberOf(last); n++)
        rows.push({ day: isoDayOf(n), jy, title: 'تعطیل سراسری' });
      await db.insert(holidays).values(rows);
      await t.as(t.admin).post(`${year(jy)}/confirm`);
    }
    const everything = await loadWorkCalendar(db, 1300, 1479);
    for (const n of [1, 240, 300, 600]) {
      const answer = await dueDay(db, j(1408, 1, 1), n);
      expect(answer.value, String(n)).toBe(addWorkingDays(j(1408, 1, 1), n, everything));
    }
    const far = await dueDay(db, j(1408, 1, 1), 300);
    expect(jalaliYearOfDay(far.value)).toBe(1411);
    expect(far.unconfirmedYears).toEqual([1408, 1411]);
  });
});

describe('lunar estimates', () => {
  it('follow the Umm al-Qura calendar, last day of Safar included', () => {
    const estimates = lunarHolidayEstimates(1404);
    const daysOf = (key: string) => estimates.filter((e) => e.key === key).map((e) => e.day);
    // Eid al-Fitr falls twice in 1404: 1446's on 30 March 2025 by Umm al-Qura (Iran's official calendar
    // said 31 March), 1447's on 20 March 2026.
    expect(daysOf('eidFitr')).toEqual(['2025-03-30', '2026-03-20']);
    expect(daysOf('eidFitrHoliday')).toEqual(['2025-03-31']);
    // Ashura 1447: 5 July 2025 by Umm al-Qura, 6 July (15 Tir 1404) in Iran.
    expect(daysOf('ashura')).toEqual(['2025-07-05']);
    const [lastOfSafar] = daysOf('imamReza') as [string];
    const [prophet] = daysOf('prophetDemise') as [string];
    expect([1, 2]).toContain((Date.parse(lastOfSafar) - Date.parse(prophet)) / 86_400_000);
  });
});
