import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS, VALIDATION_MESSAGES as M } from './messages.js';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_MIN_LENGTH,
  passwordCriteria,
  passwordStrength,
  validatePassword,
  type PasswordPolicy,
} from './password.js';

describe('passwordCriteria', () => {
  it.each([
    ['', [false, false, false, false, false]],
    ['abcdef', [true, false, true, false, false]],
    ['ABC', [false, true, false, false, false]],
    ['123456', [true, false, false, true, false]],
    ['۱۲۳', [false, false, false, true, false]],
    ['!@#', [false, false, false, false, true]],
    ['a b', [false, false, true, false, true]],
    ['رمزعبور', [true, false, false, false, false]],
    ['Abc1!x', [true, true, true, true, true]],
    ['😀😀😀😀😀', [false, false, false, false, true]],
  ])('reports %j as [length, upper, lower, digit, special] = %j', (pw, expected) => {
    const c = passwordCriteria(pw);
    expect([c.length, c.uppercase, c.lowercase, c.digit, c.special]).toEqual(expected);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'خیلی ضعیف'],
    ['abc', 20, 'ضعیف'],
    ['abcdef', 40, 'متوسط'],
    ['abcdeF', 60, 'خوب'],
    ['abcdF1', 80, 'قوی'],
    ['abF1!x', 100, 'خیلی قوی'],
  ])('scores %j as %i (%s)', (pw, score, label) => {
    expect(passwordStrength(pw)).toEqual({ score, label });
  });

  it('gives 20 points per criterion met and the label at that index', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (pw) => {
        const met = Object.values(passwordCriteria(pw)).filter(Boolean).length;
        const { score, label } = passwordStrength(pw);
        expect(score).toBe(met * 20);
        expect(label).toBe(PASSWORD_STRENGTH_LABELS[met]);
      }),
    );
  });
});

describe('validatePassword', () => {
  it('uses a minimum length of 6 by default', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it.each<[string, PasswordPolicy | undefined, true | string]>([
    ['', undefined, 'حداقل ۶ کاراکتر وارد کنید.'],
    ['abcde', undefined, 'حداقل ۶ کاراکتر وارد کنید.'],
    ['abcdef', undefined, true],
    ['abcdef', { minLength: 8 }, 'حداقل ۸ کاراکتر وارد کنید.'],
    ['abcdefgh', { minLength: 8 }, true],
    ['abc', { requireAll: true }, 'حداقل ۶ کاراکتر وارد کنید.'],
    ['abcdef', { requireAll: true }, M.passwordUppercase],
    ['ABCDEF', { requireAll: true }, M.passwordLowercase],
    ['ABCdef', { requireAll: true }, M.passwordDigit],
    ['ABCde1', { requireAll: true }, M.passwordSpecial],
    ['ABcd1!', { requireAll: true }, true],
    ['Ab1!', { minLength: 4, requireAll: true }, true],
  ])('answers %j under %j with %j', (pw, policy, expected) => {
    expect(validatePassword(pw, policy)).toBe(expected);
  });

  it('accepts exactly the passwords with a full score when every criterion is required', () => {
    fc.assert(
      fc.property(fc.string(), (pw) => {
        const full = passwordStrength(pw).score === 100;
        expect(validatePassword(pw, { requireAll: true }) === true).toBe(full);
      }),
    );
  });
});

describe('the default policy', () => {
  it.each<[string, true | string]>([
    ['abc123', M.passwordWeak],
    ['abcdeF', M.passwordWeak],
    ['abcdF1', true],
    ['abcd-1', true],
    ['Abc1!x', true],
    ['Ab1!x', 'حداقل ۶ کاراکتر وارد کنید.'],
  ])('answers %j with %j', (pw, expected) => {
    expect(validatePassword(pw, DEFAULT_PASSWORD_POLICY)).toBe(expected);
  });

  it('accepts exactly the passwords of six characters the strength meter calls «قوی» or better', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (pw) => {
        const { label } = passwordStrength(pw);
        const strong = label === 'قوی' || label === 'خیلی قوی';
        expect(validatePassword(pw, DEFAULT_PASSWORD_POLICY) === true).toBe(strong && [...pw].length >= 6);
      }),
    );
  });
});
