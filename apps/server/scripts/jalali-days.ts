// Writes the rows of the jalali_days table into migration 0011 from jalaali-js (through @darvazeh/shared),
// so no calendar arithmetic happens in SQL. One VALUES row per Jalali month (its first day in range, the
// number of its days in range, and where that day falls in its week of the year); the migration expands
// each month into its days with generate_series, which only counts days. Run from the repository root:
//   node --conditions=source --import tsx apps/server/scripts/jalali-days.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatJalaliDate, isValidJalali, jalaliToGregorian } from '@darvazeh/shared';

/** The days the table covers, inclusive. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2100-12-31';

const MIGRATION = fileURLToPath(new URL('../src/db/migrations/0011_jalali_days.sql', import.meta.url));
const MARKER = '-- Rows from jalaali-js, written by apps/server/scripts/jalali-days.ts; do not edit by hand.';
const DAY_MS = 86_400_000;

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const jalaliOf = (iso: string) => formatJalaliDate(iso).split('/').map(Number) as [number, number, number];
const monthLength = (jy: number, jm: number) => [31, 30, 29].find((d) => isValidJalali(jy, jm, d)) ?? 29;

/** One Jalali month clipped to the range: `[firstDay, jy, jm, firstJd, days, firstWeek, firstDow]`. */
type MonthRun = [string, number, number, number, number, number, number];

function monthRuns(): MonthRun[] {
  const first = utc(FIRST_DAY);
  const last = utc(LAST_DAY);
  const [fy] = jalaliOf(FIRST_DAY);
  const [ly] = jalaliOf(LAST_DAY);
  const runs: MonthRun[] = [];
  for (let jy = fy; jy <= ly; jy += 1) {
    const yearStart = jalaliToGregorian(jy, 1, 1).getTime();
    // Weekday of 1 Farvardin counted from Saturday (getUTCDay: Sunday 0 … Saturday 6).
    const yearStartDow = (new Date(yearStart).getUTCDay() + 1) % 7;
    for (let jm = 1; jm <= 12; jm += 1) {
      const start = jalaliToGregorian(jy, jm, 1).getTime();
      const end = start + (monthLength(jy, jm) - 1) * DAY_MS;
      const from = Math.max(start, first);
      const to = Math.min(end, last);
      if (from > to) continue;
      const dayOfYear = Math.round((from - yearStart) / DAY_MS);
      runs.push([
        isoOf(from),
        jy,
        jm,
        Math.round((from - start) / DAY_MS) + 1,
        Math.round((to - from) / DAY_MS) + 1,
        Math.floor((yearStartDow + dayOfYear) / 7) + 1,
        (yearStartDow + dayOfYear) % 7,
      ]);
    }
  }
  return runs;
}

function insertStatement(runs: MonthRun[]): string {
  const values = runs.map(([day, ...numbers]) => `('${day}'::date, ${numbers.join(', ')})`).join(',\n');
  return `INSERT INTO "jalali_days" ("day", "jy", "jm", "jd", "jweek")
SELECT m.first_day + d.i, m.jy, m.jm, m.first_jd + d.i, m.first_week + (m.first_dow + d.i) / 7
FROM (VALUES
${values}
) AS m (first_day, jy, jm, first_jd, days, first_week, first_dow)
CROSS JOIN LATERAL generate_series(0, m.days - 1) AS d (i);
`;
}

const current = readFileSync(MIGRATION, 'utf8');
const head = current.includes(MARKER)
  ? current.slice(0, current.indexOf(MARKER))
  : `${current.trimEnd()}--> statement-breakpoint\n`;
writeFileSync(MIGRATION, `${head}${MARKER}\n${insertStatement(monthRuns())}`);
process.stdout.write(`${MIGRATION}: ${monthRuns().length} months\n`);
