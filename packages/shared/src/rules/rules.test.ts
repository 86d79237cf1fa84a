import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.js';
import {
  applyRules,
  email,
  integersOnly,
  isEmptyValue,
  matchesFormat,
  maxLength,
  minLength,
  numbersOnly,
  persianLettersOnly,
  required,
  uppercaseOnly,
  type Rule,
  type RuleResult,
} from './rules.js';

const empties: unknown[] = [null, undefined, '', '   ', '\n\t', []];

describe('isEmptyValue', () => {
  it.each<[unknown, boolean]>([
    ...empties.map((v): [unknown, boolean] => [v, true]),
    [0, false],
    [[0], false],
  ])('reports %j as %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('required', () => {
  it.each(empties)('refuses %j', (value) => {
    expect(required(value)).toBe(M.required);
  });

  it.each([['a'], [0], [false], [['x']], [{}], [' ۰ ']])('accepts %j', (value) => {
    expect(required(value)).toBe(true);
  });
});

describe.each<[string, Rule]>([
  ['email', email],
  ['numbersOnly', numbersOnly],
  ['integersOnly', integersOnly],
  ['uppercaseOnly', uppercaseOnly],
  ['minLength(3)', minLength(3)],
  ['maxLength(3)', maxLength(3)],
  ['matchesFormat', matchesFormat(/^x$/)],
  ['persianLettersOnly', persianLettersOnly],
])('%s', (_name, rule) => {
  it.each(empties)('passes the empty value %j so rules compose', (value) => {
    expect(rule(value)).toBe(true);
  });
});

// A g flag would make a shared RegExp answer differently on each call; the rule must not.
const tenDigits = matchesFormat(/^\d{10}$/g);

it.each<[string, Rule, unknown, RuleResult]>([
  ['email', email, 'ali@example.com', true],
  ['email', email, ' ali.rezaei+x@uni.ac.ir ', true],
  ['email', email, 'a@b', M.email],
  ['email', email, 'ali@', M.email],
  ['email', email, 'ali example.com', M.email],
  ['email', email, 'علی@example.com', M.email],
  ['numbersOnly', numbersOnly, '12', true],
  ['numbersOnly', numbersOnly, '-3.5', true],
  ['numbersOnly', numbersOnly, '+0.25', true],
  ['numbersOnly', numbersOnly, '.5', true],
  ['numbersOnly', numbersOnly, '۱۲٫۵', true],
  ['numbersOnly', numbersOnly, '٣٤', true],
  ['numbersOnly', numbersOnly, 42, true],
  ['numbersOnly', numbersOnly, '12a', M.numbersOnly],
  ['numbersOnly', numbersOnly, '1.2.3', M.numbersOnly],
  ['numbersOnly', numbersOnly, '1,000', M.numbersOnly],
  ['numbersOnly', numbersOnly, '۱۲٬۳۴۵', M.numbersOnly],
  ['numbersOnly', numbersOnly, '-', M.numbersOnly],
  ['integersOnly', integersOnly, '12', true],
  ['integersOnly', integersOnly, '-7', true],
  ['integersOnly', integersOnly, '۱۲۳', true],
  ['integersOnly', integersOnly, 7, true],
  ['integersOnly', integersOnly, 7.5, M.integersOnly],
  ['integersOnly', integersOnly, '3.0', M.integersOnly],
  ['integersOnly', integersOnly, '1e3', M.integersOnly],
  ['uppercaseOnly', uppercaseOnly, 'ABC', true],
  ['uppercaseOnly', uppercaseOnly, ' XYZ ', true],
  ['uppercaseOnly', uppercaseOnly, 'AbC', M.uppercaseOnly],
  ['uppercaseOnly', uppercaseOnly, 'AB C', M.uppercaseOnly],
  ['uppercaseOnly', uppercaseOnly, 'AB1', M.uppercaseOnly],
  ['uppercaseOnly', uppercaseOnly, 'علی', M.uppercaseOnly],
  ['tenDigits', tenDigits, '0012345678', true],
  ['tenDigits', tenDigits, '۰۰۱۲۳۴۵۶۷۸', true],
  ['tenDigits', tenDigits, '0012345678', true],
  ['tenDigits', tenDigits, '123', M.invalidFormat],
  ['persianLettersOnly', persianLettersOnly, 'محمد رضایی', true],
  ['persianLettersOnly', persianLettersOnly, 'علي', true],
  ['persianLettersOnly', persianLettersOnly, 'Ali', M.persianLettersOnly],
  ['persianLettersOnly', persianLettersOnly, 'سلام۱', M.persianLettersOnly],
])('%s answers %j with %j', (_name, rule, value, expected) => {
  expect(rule(value)).toBe(expected);
});

describe('minLength and maxLength', () => {
  it.each<[Rule, unknown, true | string]>([
    [minLength(3), 'abc', true],
    [minLength(3), 'ab', 'حداقل ۳ کاراکتر وارد کنید.'],
    [minLength(3), '  ab  ', 'حداقل ۳ کاراکتر وارد کنید.'],
    [minLength(2), '😀', 'حداقل ۲ کاراکتر وارد کنید.'],
    [maxLength(3), 'abc', true],
    [maxLength(3), 'abcd', 'حداکثر ۳ کاراکتر مجاز است.'],
    [maxLength(2), '😀😀', true],
    [maxLength(100), 'ی'.repeat(101), 'حداکثر ۱۰۰ کاراکتر مجاز است.'],
    [maxLength(2), 123, 'حداکثر ۲ کاراکتر مجاز است.'],
  ])('%#: answers %j', (rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('applyRules', () => {
  it.each<[unknown, readonly Rule[], RuleResult]>([
    ['', [required, email], M.required],
    ['ali', [required, email], M.email],
    ['a@b.co', [required, email, maxLength(20)], true],
    ['x', [], true],
  ])('answers %j with %j (case %#)', (value, rules, expected) => {
    expect(applyRules(value, rules)).toBe(expected);
  });
});

describe('properties', () => {
  it('accepts every integer in any digit form', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const persian = String(n).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
        expect(integersOnly(persian)).toBe(true);
        expect(numbersOnly(String(n))).toBe(true);
      }),
    );
  });

  it('keeps minLength(n) and maxLength(n - 1) mutually exclusive on non-blank text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 20 }), (s, n) => {
        fc.pre(s.trim() !== '');
        expect(minLength(n)(s) === true).not.toBe(maxLength(n - 1)(s) === true);
      }),
    );
  });
});
