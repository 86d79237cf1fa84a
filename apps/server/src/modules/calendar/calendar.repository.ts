// The working-day calendar's tables: holidays and the Jalali years' settings and confirmations.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CalendarYear } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { calendarYears, changeLogs, holidays, users } from '../../db/schema/index.js';

/** A stored holiday as the repository reads it. */
export type HolidayRow = typeof holidays.$inferSelect;
/** A Jalali year's row. */
export type CalendarYearRow = typeof calendarYears.$inferSelect;
/** Who writes, for the change log. */
export type CalendarActor = { actorId: number; requestId: string };

/** Holidays in calendar order. */
export const holidayOrder = [asc(holidays.day)];

/** A year's row with its confirmer's name, or undefined when the year has none. */
export async function findYear(
  db: Db,
  jy: number,
): Promise<(CalendarYearRow & { confirmerName: string | null }) | undefined> {
  const [row] = await db
    .select({
      year: calendarYears,
      confirmerName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      confirmerUsername: users.username,
    })
    .from(calendarYears)
    .leftJoin(users, eq(users.id, calendarYears.confirmerId))
    .where(eq(calendarYears.jy, jy));
  return row && { ...row.year, confirmerName: row.confirmerName ?? row.confirmerUsername ?? null };
}

/** The live holidays of Jalali year `jy`, by day. */
export function holidaysOfYear(db: Db, jy: number): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(and(eq(holidays.jy, jy), isNull(holidays.deletedAt)))
    .orderBy(...holidayOrder);
}

/**
 * The stored years from `fromJy` to `toJy` as the arithmetic reads them, in one statement: each year's
 * settings and, once confirmed, its live holidays' days (an unconfirmed year's rows do not count).
 */
export async function storedYears(db: Db, fromJy: number, toJy: number): Promise<CalendarYear[]> {
  const result: unknown = await db.execute(sql`
    select y.jy, y.thursday_closed, y.confirmed_at is not null as confirmed,
      case when y.confirmed_at is null then '[]'::json else coalesce(
        (select json_agg(h.day::text order by h.day) from ${holidays} h
          where h.jy = y.jy and h.deleted_at is null), '[]'::json) end as days
    from ${calendarYears} y
    where y.jy between ${fromJy} and ${toJy}`);
  const rows = (
    result as { rows: { jy: number; thursday_closed: boolean; confirmed: boolean; days: string[] }[] }
  ).rows;
  return rows.map((row) => ({
    jy: Number(row.jy),
    confirmed: row.confirmed,
    thursdayClosed: row.thursday_closed,
    holidays: row.days,
  }));
}

/**
 * Locks Jalali year `jy`'s row for the rest of the transaction, making it (Thursdays closed, unconfirmed)
 * when there is none, so two writes to one year (a proposal and a confirmation) take turns.
 */
export async function lockYear(tx: Db, jy: number): Promise<CalendarYearRow> {
  await tx.insert(calendarYears).values({ jy }).onConflictDoNothing();
  const [row] = await tx.select().from(calendarYears).where(eq(calendarYears.jy, jy)).for('update');
  if (!row) throw new Error(`calendar year ${jy} vanished under its lock`);
  return row;
}

/** Writes a locked year's new values and logs the change (resource `calendaryear`, record id the year). */
export async function updateYear(
  tx: Db,
  actor: CalendarActor,
  before: CalendarYearRow,
  values: Partial<Pick<CalendarYearRow, 'thursdayClosed' | 'confirmedAt' | 'confirmerId'>>,
): Promise<void> {
  const [after] = await tx
    .update(calendarYears)
    .set({ ...values, updatedAt: sql`now()`, updaterId: actor.actorId })
    .where(eq(calendarYears.jy, before.jy))
    .returning();
  await tx.insert(changeLogs).values({
    resource: 'calendaryear',
    recordId: before.jy,
    action: 'update',
    before,
    after,
    actorId: actor.actorId,
    requestId: actor.requestId,
  });
}

/** The days of year `jy` that hold a live holiday (read inside the write's transaction). */
export async function heldDays(tx: Db, jy: number): Promise<Set<string>> {
  const rows = await tx
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(eq(holidays.jy, jy), isNull(holidays.deletedAt)));
  return new Set(rows.map((row) => row.day));
}

/**
 * Inserts proposed holidays, skipping a day a concurrent write took meanwhile, and logs each one written;
 * answers how many were written.
 */
export async function insertHolidays(
  tx: Db,
  actor: CalendarActor,
  rows: { day: string; jy: number; title: string; suggested: boolean }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(holidays)
    .values(rows.map((row) => ({ ...row, creatorId: actor.actorId })))
    .onConflictDoNothing({ target: holidays.day, where: sql`${holidays.deletedAt} is null` })
    .returning();
  await logHolidays(
    tx,
    actor,
    'create',
    written.map((after) => [null, after]),
  );
  return written.length;
}

/** Marks year `jy`'s suggested holidays as confirmed (no longer estimates), logging each. */
export async function clearSuggested(tx: Db, actor: CalendarActor, jy: number): Promise<void> {
  const live = and(eq(holidays.jy, jy), isNull(holidays.deletedAt), eq(holidays.suggested, true));
  const before = await tx.select().from(holidays).where(live).for('update');
  if (before.length === 0) return;
  const after = await tx
    .update(holidays)
    .set({ suggested: false, updatedAt: sql`now()`, updaterId: actor.actorId })
    .where(live)
    .returning();
  const beforeById = new Map(before.map((row) => [row.id, row]));
  await logHolidays(
    tx,
    actor,
    'update',
    after.map((row) => [beforeById.get(row.id) ?? null, row]),
  );
}

async function logHolidays(
  tx: Db,
  actor: CalendarActor,
  action: 'create' | 'update',
  changes: [HolidayRow | null, HolidayRow][],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(changeLogs).values(
    changes.map(([before, after]) => ({
      resource: 'holiday',
      recordId: after.id,
      action,
      before,
      after,
      actorId: actor.actorId,
      requestId: actor.requestId,
    })),
  );
}
