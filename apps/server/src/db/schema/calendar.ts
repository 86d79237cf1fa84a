import { date, integer, pgTable } from 'drizzle-orm/pg-core';

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
