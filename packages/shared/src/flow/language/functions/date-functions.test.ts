import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../../testing/eval-helpers.js';

// TEST_NOW is 2026-11-22T09:44:46Z: Jalali 1405/09/01 in Tehran.
describe('date built-ins', () => {
  it.each([
    ['today()', '1405/09/01'],
    ['امروز()', '1405/09/01'],
    ['now()', '2026-11-22T09:44:46.000Z'],
    ["jalali('2026-03-21')", '1405/01/01'],
    ["jalali('2026-03-20T21:00:00Z')", '1405/01/01'],
    ["jalali('2026-03-20T20:29:00Z')", '1404/12/29'],
    ["jalali('2026-03-21T00:30:00+03:30')", '1405/01/01'],
    ["jalali('۱۴۰۵/۰۱/۰۱')", '1405/01/01'],
    ["jalaliYear('2026-11-22')", 1405],
    ["jalaliMonth('1405/9/1')", 9],
    ["jalaliDay('1405-09-07')", 7],
    ["addDays('1405/12/29', 1)", '1406/01/01'],
    ["addDays('1403/12/30', 1)", '1404/01/01'],
    ["addDays('2026-02-28', 1)", '2026-03-01'],
    ["addDays('2026-11-22T09:44:46Z', -1)", '2026-11-21T09:44:46.000Z'],
    ["diffDays('1405/01/01', '1405/02/01')", 31],
    ["diffDays(today(), '1405/09/11')", 10],
    ["diffDays('2026-03-21', '1405/01/01')", 0],
    ["parseJalali('۱۴۰۵/۹/۱')", '2026-11-22'],
    ["today() >= '1405/01/01'", true],
  ])('%s is %j', (source, expected) => {
    expect(valueOf(source)).toEqual(expected);
  });

  it.each([
    ["jalali('1405/13/01')", 'تاریخ معتبری نیست'],
    ["jalali('1404/12/30')", 'تاریخ معتبری نیست'],
    ["jalali('2026-02-30')", 'تاریخ معتبری نیست'],
    ["jalali('tomorrow')", '«tomorrow»'],
    ["parseJalali('2026-11-22')", 'تاریخ معتبری نیست'],
    ["addDays('1405/01/01', 2000000)", 'محدوده'],
    ["addDays('1405/01/01', 0.5)", 'صحیح'],
    ['jalali(1405)', 'متن'],
  ])('%s is refused', (source, fragment) => {
    expect(errorOf(source)).toContain(fragment);
  });
});
