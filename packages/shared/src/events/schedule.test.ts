import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorkingDay, workCalendar } from '../calendar/working-days.js';
import { nextScheduleSlot, type EventSchedule } from './schedule.js';

/** The instant of Tehran's wall clock 'YYYY-MM-DDTHH:mm' (+3:30). */
const tehran = (local: string) => new Date(`${local}:00+03:30`);

describe('nextScheduleSlot', () => {
  it.each<[string, EventSchedule, string, string]>([
    ['every 15 minutes, mid-slot', { every: 'minutes', minutes: 15 }, '2026-03-21T09:02', '2026-03-21T09:15'],
    [
      'every 15 minutes, on a slot (strictly after)',
      { every: 'minutes', minutes: 15 },
      '2026-03-21T09:15',
      '2026-03-21T09:30',
    ],
    [
      'every 7 minutes restarts at midnight',
      { every: 'minutes', minutes: 7 },
      '2026-03-21T23:58',
      '2026-03-22T00:00',
    ],
    ['daily, before the time', { every: 'day', time: '08:00' }, '2026-03-21T07:59', '2026-03-21T08:00'],
    [
      'daily, at the time (next day)',
      { every: 'day', time: '08:00' },
      '2026-03-21T08:00',
      '2026-03-22T08:00',
    ],
    [
      'daily just after Tehran midnight',
      { every: 'day', time: '00:10' },
      '2026-03-21T00:05',
      '2026-03-21T00:10',
    ],
    // 1405/01/01 is 2026-03-21; 1405/02/01 is 2026-04-21.
    [
      'month start, that morning',
      { every: 'jalaliMonthStart', time: '08:00' },
      '2026-03-21T07:00',
      '2026-03-21T08:00',
    ],
    [
      'month start, mid-month',
      { every: 'jalaliMonthStart', time: '08:00' },
      '2026-04-04T12:00',
      '2026-04-21T08:00',
    ],
    // 1404/12/15 is 2026-03-06: the next month starts the next Jalali year.
    [
      'month start across the year',
      { every: 'jalaliMonthStart', time: '08:00' },
      '2026-03-06T12:00',
      '2026-03-21T08:00',
    ],
  ])('%s', (_name, schedule, after, expected) => {
    expect(nextScheduleSlot(schedule, tehran(after))?.toISOString()).toBe(tehran(expected).toISOString());
  });

  it('fires on working days only, by the calendar handed in (Nowruz and Fridays closed)', () => {
    const calendar = workCalendar();
    const working = (day: string) => isWorkingDay(day, calendar);
    // Farvardin 1–4 (2026-03-21…24) are holidays; Wednesday 1405/01/05 is the first working day.
    const slot = nextScheduleSlot(
      { every: 'workingDay', time: '08:00' },
      tehran('2026-03-20T09:00'),
      working,
    );
    expect(slot?.toISOString()).toBe(tehran('2026-03-25T08:00').toISOString());
    // A working day's own slot, while it is still ahead.
    expect(
      nextScheduleSlot(
        { every: 'workingDay', time: '08:00' },
        tehran('2026-03-25T07:00'),
        working,
      )?.toISOString(),
    ).toBe(tehran('2026-03-25T08:00').toISOString());
  });

  it('answers null when no working day comes', () => {
    expect(nextScheduleSlot({ every: 'workingDay', time: '08:00' }, new Date(), () => false)).toBeNull();
  });

  it('always answers a slot later than `after`, at most one period away', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 5, max: 1440 }),
        (after, minutes) => {
          const slot = nextScheduleSlot({ every: 'minutes', minutes }, after)!;
          expect(slot.getTime()).toBeGreaterThan(after.getTime());
          expect(slot.getTime() - after.getTime()).toBeLessThanOrEqual(minutes * 60_000);
          const daily = nextScheduleSlot({ every: 'day', time: '13:45' }, after)!;
          expect(daily.getTime()).toBeGreaterThan(after.getTime());
          expect(daily.getTime() - after.getTime()).toBeLessThanOrEqual(86_400_000);
        },
      ),
    );
  });
});
