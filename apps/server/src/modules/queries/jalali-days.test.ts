import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { formatJalaliDate } from '@darvazeh/shared';
import { jalaliDays } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';

const t = testApp();

describe('the jalali_days table (migration 0011)', () => {
  it('holds every day of 1900–2100 as jalaali-js converts it, with Saturday-first weeks of the Jalali year', async () => {
    const rows = await t.database.db.select().from(jalaliDays).orderBy(asc(jalaliDays.day));
    expect(rows).toHaveLength(73_414);
    expect(rows[0]?.day).toBe('1900-01-01');
    expect(rows.at(-1)?.day).toBe('2100-12-31');
    const wrong: string[] = [];
    let previous: (typeof rows)[number] | undefined;
    for (const row of rows) {
      const jalali = `${row.jy}/${String(row.jm).padStart(2, '0')}/${String(row.jd).padStart(2, '0')}`;
      if (formatJalaliDate(row.day) !== jalali) wrong.push(`${row.day}: ${jalali}`);
      const next = new Date(`${row.day}T00:00:00Z`);
      if (previous) {
        const expectedDay = new Date(`${previous.day}T00:00:00Z`).getTime() + 86_400_000;
        if (next.getTime() !== expectedDay) wrong.push(`${row.day}: a day is missing before it`);
        const newYear = row.jy !== previous.jy;
        const saturday = next.getUTCDay() === 6;
        const week = newYear ? 1 : saturday ? previous.jweek + 1 : previous.jweek;
        if (row.jweek !== week) wrong.push(`${row.day}: week ${row.jweek}, expected ${week}`);
      }
      previous = row;
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(rows.find((r) => r.day === '2025-03-20')).toMatchObject({ jy: 1403, jm: 12, jd: 30 });
    expect(rows.find((r) => r.day === '2025-03-21')).toMatchObject({ jy: 1404, jm: 1, jd: 1, jweek: 1 });
  });
});
