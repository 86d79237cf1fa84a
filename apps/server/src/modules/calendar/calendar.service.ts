// The Jalali years of the working-day calendar: what a year holds, proposing its official holidays,
// confirming it and its Thursday setting. Each write is one transaction under the year's row lock.
import {
  formatJalaliDate,
  jalaliYearDays,
  type CalendarYearView,
  type CountedHoliday,
  type HolidayItem,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { toJson } from '../../plugins/resources/to-json.js';
import { calendarMessages as text } from '../../messages/index.js';
import { proposedHolidays, solarHolidays } from './holiday-proposal.js';
import {
  clearSuggested,
  findYear,
  heldDays,
  holidaysOfYear,
  insertHolidays,
  lockYear,
  updateYear,
  type CalendarActor,
  type HolidayRow,
} from './calendar.repository.js';

/** A stored holiday as the API answers it: with its Jalali day. */
export function holidayItemOf(row: HolidayRow): HolidayItem {
  return { ...toJson(row), jalaliDay: formatJalaliDate(row.day) } as HolidayItem;
}

/**
 * Jalali year `jy` as `GET holiday/year/{jy}` answers it: settings, confirmation, stored holidays and
 * the holidays counted now (the solar ones always, with a stored row's title where there is one; the
 * stored ones once confirmed).
 */
export async function yearView(db: Db, jy: number): Promise<CalendarYearView> {
  const year = await findYear(db, jy);
  const rows = await holidaysOfYear(db, jy);
  const confirmed = year?.confirmedAt != null;
  const counted = new Map<string, CountedHoliday>();
  for (const holiday of solarHolidays(jy)) counted.set(holiday.day, holiday);
  for (const row of rows)
    if (confirmed || counted.has(row.day)) counted.set(row.day, { day: row.day, title: row.title });
  return {
    jy,
    ...jalaliYearDays(jy),
    thursdayClosed: year?.thursdayClosed ?? true,
    confirmed,
    confirmedAt: year?.confirmedAt?.toISOString() ?? null,
    confirmerName: confirmed ? (year?.confirmerName ?? null) : null,
    holidays: rows.map(holidayItemOf),
    counted: [...counted.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/**
 * Adds the official holidays year `jy` lacks (days already holding a holiday are left as they are):
 * the solar ones, and the lunar estimates marked suggested. Answers how many were added; throws
 * AppError (400) for a confirmed year, whose rows count at once.
 */
export async function proposeYear(db: Db, actor: CalendarActor, jy: number): Promise<number> {
  return db.transaction(async (tx) => {
    const year = await lockYear(tx, jy);
    if (year.confirmedAt) throw new AppError('bad_request', text.proposeConfirmed(jy));
    const held = await heldDays(tx, jy);
    const missing = proposedHolidays(jy).filter((holiday) => !held.has(holiday.day));
    return insertHolidays(
      tx,
      actor,
      missing.map((holiday) => ({ ...holiday, jy })),
    );
  });
}

/** Confirms year `jy`: its holidays count from now on, and none of them is a suggestion any more. */
export async function confirmYear(db: Db, actor: CalendarActor, jy: number): Promise<void> {
  await db.transaction(async (tx) => {
    const year = await lockYear(tx, jy);
    await updateYear(tx, actor, year, { confirmedAt: new Date(), confirmerId: actor.actorId });
    await clearSuggested(tx, actor, jy);
  });
}

/** Withdraws year `jy`'s confirmation: only its solar holidays count until it is confirmed again. */
export async function unconfirmYear(db: Db, actor: CalendarActor, jy: number): Promise<void> {
  await db.transaction(async (tx) => {
    const year = await lockYear(tx, jy);
    if (year.confirmedAt) await updateYear(tx, actor, year, { confirmedAt: null, confirmerId: null });
  });
}

/** Sets whether year `jy` closes Thursdays. */
export async function setThursdayClosed(
  db: Db,
  actor: CalendarActor,
  jy: number,
  thursdayClosed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const year = await lockYear(tx, jy);
    if (year.thursdayClosed !== thursdayClosed) await updateYear(tx, actor, year, { thursdayClosed });
  });
}
