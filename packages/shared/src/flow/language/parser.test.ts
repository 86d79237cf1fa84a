import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, MAX_SOURCE_LENGTH } from '../limits.js';
import { parseExpression } from './parser.js';
import { printExpression } from './printer.js';

/** Parses and prints back canonically, or answers the error. */
function canonical(source: string): string {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return printExpression(parsed.ast);
}

describe('parseExpression precedence and associativity', () => {
  it.each([
    ['1 + 2 * 3', '1 + 2 * 3'],
    ['(1 + 2) * 3', '(1 + 2) * 3'],
    ['1 - 2 - 3', '1 - 2 - 3'],
    ['1 - (2 - 3)', '1 - (2 - 3)'],
    ['a / b % c', 'a / b % c'],
    ['-a * b', '-a * b'],
    ['-(a * b)', '-(a * b)'],
    ['!a && b', '!a && b'],
    ['not (a and b) or c', '!(a && b) || c'],
    ['a || b && c', 'a || b && c'],
    ['(a || b) && c', '(a || b) && c'],
    ['a == b != c', 'a == b != c'],
    ['a < b == c > d', 'a < b == c > d'],
    ['a + b < c * d', 'a + b < c * d'],
    ['a ? b : c ? d : e', 'a ? b : c ? d : e'],
    ['(a ? b : c) ? d : e', '(a ? b : c) ? d : e'],
    ['a ? b ? c : d : e', 'a ? b ? c : d : e'],
    ['a || b ? c : d', 'a || b ? c : d'],
    ['a.b.c[1](', null],
    ['a.b[c + 1].d', 'a.b[c + 1].d'],
    ['len(a.b, [1, 2], "x")', "len(a.b, [1, 2], 'x')"],
    ['[]', '[]'],
    ['-(-1)', '--1'],
    ['سن >= ۱۸', 'سن >= 18'],
    ["نام‌خانوادگی + ' ' + نام", "نام‌خانوادگی + ' ' + نام"],
    ['درست و نه نادرست', 'true && !false'],
  ])('%s prints as %s', (source, expected) => {
    if (expected === null) expect(parseExpression(source).ok).toBe(false);
    else expect(canonical(source)).toBe(expected);
  });

  it('keeps source offsets on nodes', () => {
    const parsed = parseExpression('a + len(b)');
    expect(parsed).toMatchObject({
      ok: true,
      ast: { kind: 'binary', start: 0, end: 10, right: { kind: 'call', start: 4, end: 10 } },
    });
  });
});

describe('parse errors are values with Persian messages and offsets', () => {
  it.each([
    ['', 0, 'خالی'],
    ['1 +', 3, 'ناتمام'],
    ['(1', 2, 'ناتمام'],
    ['1 2', 2, '«2»'],
    ['a.(b)', 2, 'نام'],
    ['a.b(1)', 3, 'فقط تابع'],
    ['(a)(1)', 3, 'فقط تابع'],
    ['[1, 2', 5, 'ناتمام'],
    ['a ? b', 5, 'ناتمام'],
    ['a ? b c', 6, '«:»'],
    ['*', 0, '«*»'],
  ])('%j fails at %i', (source, offset, fragment) => {
    const parsed = parseExpression(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.offset).toBe(offset);
      expect(parsed.error.message).toContain(fragment);
    }
  });
});

describe('caps', () => {
  it('refuses a source longer than MAX_SOURCE_LENGTH before reading it', () => {
    const parsed = parseExpression('1'.repeat(MAX_SOURCE_LENGTH + 1));
    expect(parsed).toMatchObject({ ok: false, error: { message: expect.stringContaining('۴٬۰۰۰') } });
  });

  it('refuses 100,000 opening parentheses without overflowing the stack', () => {
    expect(parseExpression('('.repeat(100_000)).ok).toBe(false);
  });

  it.each([
    ['parentheses', (n: number) => '('.repeat(n) + '1' + ')'.repeat(n)],
    ['arrays', (n: number) => '['.repeat(n) + ']'.repeat(n)],
    ['negations', (n: number) => '!'.repeat(n) + 'a'],
    ['conditionals', (n: number) => 'a ? b : '.repeat(n) + 'c'],
  ])('refuses nesting of %s deeper than MAX_NESTING_DEPTH', (_kind, build) => {
    expect(parseExpression(build(MAX_NESTING_DEPTH - 2)).ok).toBe(true);
    const deep = parseExpression(build(1_900).slice(0, MAX_SOURCE_LENGTH));
    expect(deep).toMatchObject({ ok: false, error: { message: expect.stringContaining('تودرتویی') } });
  });

  it('refuses more than MAX_AST_NODES nodes', () => {
    const wide = Array.from({ length: 1_100 }, () => '1').join('+');
    expect(wide.length).toBeLessThanOrEqual(MAX_SOURCE_LENGTH);
    expect(parseExpression(wide)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('۲٬۰۰۰') },
    });
  });
});
