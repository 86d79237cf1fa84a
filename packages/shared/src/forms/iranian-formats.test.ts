import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_MESSAGES,
  FORMAT_RULES,
  isNationalId,
  isPostalCode,
  isSheba,
  normalizeMobile,
  normalizeNationalId,
} from './iranian-formats.js';

/** The national ID check digit, computed independently of the code under test. */
function nationalIdCheckDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/** Builds a valid Sheba from 24 - 2 digits of bank and account, with BigInt (not the code under test). */
function shebaFor(bban: string): string {
  const check = 98n - (BigInt(`${bban}182700`) % 97n);
  return `IR${String(check).padStart(2, '0')}${bban}`;
}

describe('national ID (کد ملی)', () => {
  it('accepts a known valid example, also with Persian digits', () => {
    expect(nationalIdCheckDigit('049937089')).toBe(9);
    expect(isNationalId('0499370899')).toBe(true);
    expect(isNationalId('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
  });

  it.each(['0499370898', '049937089', '04993708999', '1111111111', '0000000000', 'abcdefghij', ''])(
    'refuses %j',
    (id) => expect(isNationalId(id)).toBe(false),
  );

  it('accepts every ID whose check digit is computed, and refuses every other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        const check = nationalIdCheckDigit(nine);
        const id = `${nine}${check}`;
        if (/^(\d)\1{9}$/.test(id)) return;
        expect(isNationalId(id)).toBe(true);
        expect(isNationalId(`${nine}${(check + 1) % 10}`)).toBe(false);
      }),
    );
  });

  it.each([
    ['0499370899', '0499370899'],
    ['۰۴۹۹۳۷۰۸۹۹', '0499370899'],
    ['٠٤٩٩٣٧٠٨٩٩', '0499370899'],
    [' ۰۴۹-۹۳۷۰۸۹-۹ ', '0499370899'],
    ['0499370898', null],
    ['09121234567', null],
  ])('reads %j as the stored national ID %j', (input, expected) =>
    expect(normalizeNationalId(input)).toBe(expected),
  );

  it('answers the Persian message as a rule and passes an empty value', () => {
    expect(FORMAT_RULES.nationalId('0499370898')).toBe(FORMAT_MESSAGES.nationalId);
    expect(FORMAT_RULES.nationalId('')).toBe(true);
    expect(FORMAT_RULES.nationalId(12)).toBe(FORMAT_MESSAGES.nationalId);
  });
});

describe('mobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['9121234567', '09121234567'],
  ])('normalises %j', (input, expected) => expect(normalizeMobile(input)).toBe(expected));

  it.each(['0912123456', '08121234567', '+979121234567', '091212345678', 'abc'])('refuses %j', (input) => {
    expect(normalizeMobile(input)).toBeNull();
    expect(FORMAT_RULES.mobile(input)).toBe(FORMAT_MESSAGES.mobile);
  });
});

describe('postal code', () => {
  it.each(['1193653471', '۱۱۹۳۶۵۳۴۷۱', '3715843591'])('accepts %j', (code) =>
    expect(isPostalCode(code)).toBe(true),
  );
  it.each(['0193653471', '2193653471', '1193053471', '1193653421', '1111653471', '119365347', '11936534710'])(
    'refuses %j',
    (code) => expect(isPostalCode(code)).toBe(false),
  );
});

describe('Sheba', () => {
  it('accepts Shebas built with BigInt from any 22 digits, with spaces, lowercase and Persian digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{22}$/), (bban) => {
        const sheba = shebaFor(bban);
        expect(isSheba(sheba)).toBe(true);
        expect(isSheba(sheba.toLowerCase())).toBe(true);
        expect(isSheba(sheba.replace(/(.{4})/g, '$1 '))).toBe(true);
      }),
    );
    expect(isSheba(shebaFor('0170000000110123456789').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))).toBe(
      true,
    );
  });

  it('refuses a changed digit, a wrong country or a wrong length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{22}$/), fc.integer({ min: 4, max: 25 }), (bban, at) => {
        const sheba = shebaFor(bban);
        const digit = (Number(sheba[at]) + 1) % 10;
        expect(isSheba(`${sheba.slice(0, at)}${digit}${sheba.slice(at + 1)}`)).toBe(false);
      }),
    );
    const valid = shebaFor('0170000000110123456789');
    expect(isSheba(valid.replace('IR', 'DE'))).toBe(false);
    expect(isSheba(valid.slice(0, -1))).toBe(false);
    expect(FORMAT_RULES.sheba('IR00')).toBe(FORMAT_MESSAGES.sheba);
  });
});

describe('other formats reuse the generic rules', () => {
  it('checks Persian letters, e-mail, numbers and integers', () => {
    expect(FORMAT_RULES.persianLetters('علی')).toBe(true);
    expect(FORMAT_RULES.persianLetters('Ali')).toBe('فقط حروف فارسی وارد کنید.');
    expect(FORMAT_RULES.email('a@b.ir')).toBe(true);
    expect(FORMAT_RULES.email('a@')).toBe('یک ایمیل معتبر وارد کنید.');
    expect(FORMAT_RULES.number('۱۲٫۵')).toBe(true);
    expect(FORMAT_RULES.integer('1.5')).toBe('فقط عدد صحیح وارد کنید.');
  });
});
