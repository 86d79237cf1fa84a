import { describe, expect, it } from 'vitest';
import { isWeeklyHoliday, monthWeeks } from './jalali-month';

describe('monthWeeks', () => {
  it('lays 1405 Farvardin out from Saturday (1 Farvardin 1405 is a Saturday)', () => {
    const weeks = monthWeeks(1405, 1);
    expect(weeks[0]?.[0]).toEqual({ jd: 1, day: '2026-03-21', weekday: 0 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows Esfand 30 of leap years and pads the first week', () => {
    expect(monthWeeks(1403, 12).flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks(1404, 12).flat().filter(Boolean)).toHaveLength(29);
    // 1 Farvardin 1404 was a Friday: six empty cells before it.
    expect(monthWeeks(1404, 1)[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });

  it('closes Fridays always and Thursdays when the year says so', () => {
    expect([isWeeklyHoliday(6, false), isWeeklyHoliday(5, false), isWeeklyHoliday(5, true)]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
