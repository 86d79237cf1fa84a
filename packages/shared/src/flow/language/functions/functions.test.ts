import { describe, expect, it } from 'vitest';
import { MAX_ARRAY_LENGTH, MAX_STRING_LENGTH } from '../../limits.js';
import { errorOf, valueOf } from '../../testing/eval-helpers.js';
import { BUILTIN_FUNCTIONS, arityOf, checkCallShape } from './index.js';

const names = {
  big: 'x'.repeat(60_000),
  nums: [3, 1, 2],
  words: ['پ', 'ب', 'آ'],
  rows: [{ a: 1 }, { a: 2 }],
};

describe('string built-ins', () => {
  it.each([
    ["len('سلام')", 4],
    ['طول([1, 2])', 2],
    ["upper('ab')", 'AB'],
    ["lower('AB')", 'ab'],
    ["trim('  a ')", 'a'],
    ["contains('a.b', '.')", true],
    ["شامل('abc', 'x')", false],
    ["startsWith('abc', 'ab')", true],
    ["endsWith('abc', 'bc')", true],
    ["substr('abcdef', 2)", 'cdef'],
    ["substr('abcdef', 2, 2)", 'cd'],
    ["replace('a.b.c', '.', '-')", 'a-b-c'],
    ["replace('a+b', '+', '')", 'ab'],
    ["replace('abc', '', 'x')", 'abc'],
    ["replace('(a*)*b', '(a*)*', 'x')", 'xb'],
    ["split('a,b,,c', ',')", ['a', 'b', '', 'c']],
    ["split('ab', '')", ['a', 'b']],
    ["join([1, 'a', null, true], '-')", '1-a--true'],
    ['join([1, 2])', '12'],
    ["padStart('7', 3, '0')", '007'],
    ["padStart('7', 2)", ' 7'],
  ])('%s is %j', (source, expected) => {
    expect(valueOf(source, names)).toEqual(expected);
  });
});

describe('number built-ins', () => {
  it.each([
    ['abs(-2)', 2],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(1.005, 2)', 1.01],
    ['گرد(2.345, 1)', 2.3],
    ['floor(-1.5)', -2],
    ['ceil(1.2)', 2],
    ['min(3, 1, 2)', 1],
    ['max(nums)', 3],
    ["toNumber('۱۲٬۳۴۵٫۵')", 12345.5],
    ["toNumber('abc')", null],
    ['toNumber(null)', null],
    ['toNumber(5)', 5],
    ['toText(1e21)', '1000000000000000000000'],
    ['toText(0.5)', '0.5'],
    ['toText(null)', ''],
    ['toText(true)', 'true'],
    ['formatNumber(1234567.891)', '۱٬۲۳۴٬۵۶۷٫۸۹۱'],
    ['formatNumber(1234.5, 2)', '۱٬۲۳۴٫۵۰'],
    ['formatNumber(-1000)', '-۱٬۰۰۰'],
  ])('%s is %j', (source, expected) => {
    expect(valueOf(source, names)).toEqual(expected);
  });
});

describe('array built-ins', () => {
  it.each([
    ['count(nums)', 3],
    ['sum(nums)', 6],
    ['sum([1, null, 2])', 3],
    ['avg(nums)', 2],
    ['avg([])', null],
    ['includes(rows, rows[0])', true],
    ["includes([1, 'a'], 'a')", true],
    ['indexOf(nums, 2)', 2],
    ['indexOf(nums, 9)', -1],
    ['first(nums)', 3],
    ['last(nums)', 2],
    ['first([])', null],
    ['slice(nums, 1)', [1, 2]],
    ['slice(nums, -2, -1)', [1]],
    ['concat(nums, [4], [])', [3, 1, 2, 4]],
    ["unique([1, 1, '1', null, null])", [1, '1', null]],
    ['sort(nums)', [1, 2, 3]],
    ['sort(words)', ['آ', 'ب', 'پ']],
    ['sort([])', []],
  ])('%s is %j', (source, expected) => {
    expect(valueOf(source, names)).toEqual(expected);
  });
});

describe('built-in diagnostics', () => {
  it.each([
    ["len('a', 'b')", '۱ ورودی'],
    ['len(1)', 'ورودی ۱ تابع len باید متن یا آرایه باشد، نه عدد'],
    ["upper(['a'])", 'آرایه'],
    ["substr('abc', -1)", 'محدوده'],
    ["substr('abc', 1.5)", 'صحیح'],
    ['round(1, 99)', 'محدوده'],
    ['min()', 'دست‌کم'],
    ["min(1, 'a')", 'متن'],
    ["sum([1, 'a'])", 'اعضای آرایه'],
    ["sort([1, 'a'])", 'مرتب‌سازی'],
    ['sort([[1]])', 'مرتب‌سازی'],
    ['unique([[1]])', 'unique'],
    ['join([[1]])', 'join'],
    ['toText([1])', 'toText'],
    [`padStart('a', ${MAX_STRING_LENGTH + 1})`, 'محدوده'],
    ["replace(big, 'x', 'xx')", 'نویسه'],
    ["split(big, '')", 'عضو'],
    ['big + big', 'نویسه'],
  ])('%s is refused', (source, fragment) => {
    expect(errorOf(source, names)).toContain(fragment);
  });

  it('caps arrays built by concat', () => {
    const half = Array.from({ length: MAX_ARRAY_LENGTH / 2 + 1 }, (_, i) => i);
    expect(errorOf('concat(a, a)', { a: half })).toContain('عضو');
  });
});

describe('registry', () => {
  it('declares every function once, under a unique name and aliases', () => {
    const all = BUILTIN_FUNCTIONS.flatMap((fn) => [fn.name, ...(fn.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    expect(BUILTIN_FUNCTIONS.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['len', 'padStart', 'formatNumber', 'parseJalali', 'sort', 'unique']),
    );
  });

  it.each([
    ['len', 1, null],
    ['len', 0, 'len'],
    ['substr', 3, null],
    ['min', 5, null],
    ['constructor', 0, 'تابعی'],
    ['__proto__', 1, 'تابعی'],
  ])('checkCallShape(%s, %i)', (name, count, fragment) => {
    const problem = checkCallShape(name, count);
    if (fragment === null) expect(problem).toBeNull();
    else expect(problem).toContain(fragment);
  });

  it('computes arity from the declared parameters', () => {
    const substr = BUILTIN_FUNCTIONS.find((fn) => fn.name === 'substr')!;
    expect(arityOf(substr)).toEqual({ min: 2, max: 3 });
  });
});
