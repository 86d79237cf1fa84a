import { describe, expect, it } from 'vitest';
import { calendarYearParams, holidayBody } from './holiday.js';
import { CALENDAR_MESSAGES } from './messages.js';

describe('holiday schemas', () => {
  it('reads the day in Jalali with any digits and answers the Gregorian day', () => {
    expect(holidayBody.parse({ jalaliDay: '۱۴۰۵/۱/۱', title: '  عید نوروز ' })).toEqual({
      jalaliDay: '2026-03-21',
      title: 'عید نوروز',
    });
    expect(holidayBody.parse({ jalaliDay: '1403-12-30', title: 'روز آخر' }).jalaliDay).toBe('2025-03-20');
  });

  it.each([
    [{ jalaliDay: '1404/12/30', title: 'x' }, CALENDAR_MESSAGES.dayInvalid],
    [{ jalaliDay: '2026-03-21', title: 'x' }, CALENDAR_MESSAGES.yearOutOfRange],
    [{ jalaliDay: 1405, title: 'x' }, CALENDAR_MESSAGES.dayInvalid],
    [{ jalaliDay: '1405/01/01', title: '   ' }, CALENDAR_MESSAGES.titleMissing],
    [{ jalaliDay: '1405/01/01', title: 'ت'.repeat(201) }, CALENDAR_MESSAGES.titleTooLong],
  ])('refuses %j in Persian', (body, message) => {
    const result = holidayBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps years within the calendar', () => {
    expect(calendarYearParams.parse({ jy: '1405' })).toEqual({ jy: 1405 });
    for (const jy of ['1299', '1480', 'x', '1405.5'])
      expect(calendarYearParams.safeParse({ jy }).error?.issues[0]?.message).toBe(
        CALENDAR_MESSAGES.yearOutOfRange,
      );
  });
});
