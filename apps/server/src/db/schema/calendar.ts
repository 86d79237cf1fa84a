import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { idColumn, timestamptz, uniqueAmongLive } from './columns.js';
import { users } from './identity.js';

/**
 * The Jalali calendar by Gregorian day (ARCHITECTURE §2 "Jalali grouping in SQL"): queries group dates
 * by Jalali day, month or year by joining this table on the Tehran-time day (PGlite has no ICU, and
 * arithmetic conversions in SQL get leap years wrong). Filled by migration 0011 from jalaali-js for
 * 1900-01-01 … 2100-12-31 (apps/server/scripts/jalali-days.ts). `jweek`: the week of the Jalali year,
 * weeks starting on Saturday, week 1 holding 1 Farvardin.
 */
export const jalaliDays = pgTable('jalali_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  jy: integer('jy').notNull(),
  jm: integer('jm').notNull(),
  jd: integer('jd').notNull(),
  jweek: integer('jweek').notNull(),
});

/**
 * Holidays of the working-day calendar (تعطیلی, resource `holiday`): one live row per day, with its
 * Jalali year (the year it belongs to, for loading a year at once) and a Persian title. `suggested`:
 * proposed from an estimate of the lunar calendar and neither edited nor confirmed since. A year's rows
 * count only once an Admin confirmed the year (`calendar_years`).
 */
export const holidays = pgTable(
  'holidays',
  {
    id: idColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    jy: integer('jy').notNull(),
    title: text('title').notNull(),
    suggested: boolean('suggested').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    uniqueAmongLive('holidays_day_live', t, t.day),
    index('holidays_jy_live')
      .on(t.jy, t.day)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * The Jalali years of the working-day calendar that have a setting or a confirmation; a year without a
 * row closes Thursdays and is unconfirmed. Written only through the year endpoints, each write logged in
 * change_logs (resource `calendaryear`, record id the year).
 */
export const calendarYears = pgTable('calendar_years', {
  jy: integer('jy').primaryKey(),
  thursdayClosed: boolean('thursday_closed').notNull().default(true),
  confirmedAt: timestamptz('confirmed_at'),
  confirmerId: integer('confirmer_id').references(() => users.id),
  updatedAt: timestamptz('updated_at'),
  updaterId: integer('updater_id'),
});
