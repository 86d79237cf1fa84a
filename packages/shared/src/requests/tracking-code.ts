// Tracking codes (کد رهگیری): ten digits, nine random (the first never zero) and a Verhoeff check digit,
// which catches every single-digit error and every swap of two adjacent digits an applicant may make
// reading the code over the phone.

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** The length of a tracking code. */
export const TRACKING_CODE_LENGTH = 10;

function checksum(digits: string, appended: boolean): number {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i += 1) {
    const digit = Number(digits[n - 1 - i]);
    c = MULTIPLY[c]![PERMUTE[(i + (appended ? 0 : 1)) % 8]![digit]!]!;
  }
  return c;
}

/** The Verhoeff check digit of a string of Latin digits. */
export function verhoeffDigit(digits: string): number {
  return INVERSE[checksum(digits, false)]!;
}

/** A tracking code from nine digits (the first not zero): the digits and their check digit. */
export function trackingCodeOf(nineDigits: string): string {
  if (!/^[1-9]\d{8}$/.test(nineDigits)) throw new Error('nine digits, the first not zero');
  return `${nineDigits}${verhoeffDigit(nineDigits)}`;
}

/** Whether `code` is ten Latin digits whose last is the Verhoeff check digit of the rest. */
export function isTrackingCode(code: string): boolean {
  return /^[1-9]\d{9}$/.test(code) && checksum(code, true) === 0;
}

/** A new tracking code from `random` (uniform in [0, 1), crypto-backed on the server). */
export function newTrackingCode(random: () => number): string {
  let digits = String(1 + Math.floor(random() * 9));
  for (let i = 1; i < 9; i += 1) digits += String(Math.floor(random() * 10));
  return trackingCodeOf(digits);
}
