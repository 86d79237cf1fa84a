import { describe, expect, it } from 'vitest';
import { errorOf, evalWith, valueOf } from '../testing/eval-helpers.js';

const names = {
  سن: 20,
  نام: 'علی',
  نام‌خانوادگی: 'رضایی',
  n: 7,
  s: 'abc',
  list: [1, 2, 3],
  rec: { a: 1, b: { c: 'x' }, 'کد ملی': '123' },
  empty: null,
};

describe('evaluate: values', () => {
  it.each([
    ['سن >= ۱۸', true],
    ['سن < ۱۸', false],
    ["نام‌خانوادگی + ' ' + نام", 'رضایی علی'],
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['0.1 + 0.2', 0.30000000000000004],
    ['-0', 0],
    ["'a' + 'b'", 'ab'],
    ["'b' > 'a'", true],
    ['2 <= 2', true],
    ['1 == 1', true],
    ["1 == '1'", false],
    ['null == null', true],
    ['empty == null', true],
    ['[1, [2]] == [1, [2]]', true],
    ['[1, 2] != [2, 1]', true],
    ['rec == rec', true],
    ['true && false || true', true],
    ['درست و نادرست', false],
    ['نه درست یا درست', true],
    ['false && empty.x', false],
    ['true || 1 / 0 > 1', true],
    ["n > 5 ? 'big' : 'small'", 'big'],
    ['list[0] + list.length', 4],
    ['list[10]', null],
    ['s[1]', 'b'],
    ['s.length', 3],
    ['rec.a', 1],
    ['rec.b.c', 'x'],
    ["rec['کد ملی']", '123'],
    ['rec.missing', null],
    ["rec['b']['c']", 'x'],
    ['[1, n, s]', [1, 7, 'abc']],
  ])('%s is %j', (source, expected) => {
    expect(valueOf(source, names)).toEqual(expected);
  });
});

describe('evaluate: diagnostics', () => {
  it.each([
    ["1 + '1'", 'toText'],
    ["'1' + 1", '«+»'],
    ['true + 1', '«+»'],
    ["1 < 'a'", 'مقایسه'],
    ['null < 1', 'مقایسه'],
    ['[1] < [2]', 'مقایسه'],
    ['1 / 0', 'صفر'],
    ['1 % 0', 'صفر'],
    ['1e308 * 10', 'معتبر'],
    ['-s', '«-»'],
    ['!1', 'شرط'],
    ['1 && true', 'شرط'],
    ['true && 1', 'شرط'],
    ["n ? 'a' : 'b'", 'شرط'],
    ['missing', '«missing»'],
    ['nope(1)', 'تابعی'],
    ['len()', 'len'],
    ['len(1)', 'len'],
    ['empty.x', 'تهی'],
    ['n.x', 'عدد'],
    ['list.x', 'آرایه'],
    ['list[-1]', 'نامنفی'],
    ['list[1.5]', 'نامنفی'],
    ['list[true]', 'کلید'],
  ])('%s is refused with a Persian message', (source, fragment) => {
    expect(errorOf(source, names)).toContain(fragment);
  });

  it.each([
    ['1 + (2 * missing)', 9],
    ["len('a') + nope()", 11],
    ['list[0] / (n - 7)', 0],
  ])('points the offset of %j at the innermost failing node (%i)', (source, offset) => {
    expect(evalWith(source, names)).toMatchObject({ ok: false, error: { offset } });
  });
});
