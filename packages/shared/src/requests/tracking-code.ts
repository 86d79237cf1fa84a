// Tracking codes (کد رهگیری): ten digits, nine random (the first never zero) and a Verhoeff check digit,
// which catches every single-digit error and every swap of two adjacent digits an applicant may make
// reading the code over the phone.

/** A Verhoeff table written as rows of digits, read into numbers. */
const table = (rows: string): readonly (readonly number[])[] =>
  rows.split(' ').map((row) => [...row].map(Number));

// The dihedral group D5's multiplication, and the position permutations (ten rows, eight rows).
const MULTIPLY = table(
  '0123456789 1234067895 2340178956 3401289567 4012395678 5987604321 6598710432 7659821043 8765932104 9876543210',
);
const PERMUTE = table(
  '0123456789 1576283094 5803796142 8916043527 9453126870 4286573901 2793806415 7046913258',
);
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
