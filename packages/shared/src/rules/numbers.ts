// Number display: thousands grouped in threes, Persian digits and separators by default (GLOSSARY "Numbers and dates").
import {
  PERSIAN_DECIMAL_SEPARATOR,
  PERSIAN_THOUSANDS_SEPARATOR,
  toLatinDigits,
  toPersianDigits,
} from './digits.js';

/** Options of `formatThousands`. */
export interface FormatThousandsOptions {
  /** Persian digits with '٬' and '٫' (the default), or Latin digits with ',' and '.'. */
  persianDigits?: boolean;
}

/** A decimal number split into sign, integer digits and fraction digits. */
interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

// Intl never falls back to exponent notation ('1e+21'), unlike String(n); 20 is the widest
// fraction every engine accepts, so digits past the 20th decimal are rounded.
const PLAIN_NUMBER = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** Splits a finite number or numeric text (any digit form, any thousands separator) into its parts, or null when it is not a number. */
function toDecimalParts(n: number | string): DecimalParts | null {
  if (typeof n === 'number' && !Number.isFinite(n)) return null;
  const text =
    typeof n === 'number'
      ? PLAIN_NUMBER.format(n === 0 ? 0 : n)
      : toLatinDigits(n)
          .trim()
          .replaceAll(PERSIAN_DECIMAL_SEPARATOR, '.')
          .replace(/[,\u066C]/g, '');
  const m = DECIMAL.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  const [, sign, integer = '', fraction = ''] = m;
  // '-0' and '-0.00' are zero: no minus sign on display, no signed zero for Object.is callers.
  const negative = sign === '-' && /[1-9]/.test(integer + fraction);
  return { negative, integer: integer || '0', fraction };
}

/** Inserts a separator between groups of three digits, counting from the right. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** Formats a number or numeric text with thousands grouped in threes, by default in Persian ('۱۲٬۳۴۵٫۶۷'); text that is not a number is returned unchanged. */
export function formatThousands(n: number | string, opts: FormatThousandsOptions = {}): string {
  const parts = toDecimalParts(n);
  if (!parts) return String(n);
  const persian = opts.persianDigits ?? true;
  const grouped = groupThousands(parts.integer, persian ? PERSIAN_THOUSANDS_SEPARATOR : ',');
  const decimal = persian ? PERSIAN_DECIMAL_SEPARATOR : '.';
  const text = `${parts.negative ? '-' : ''}${grouped}${parts.fraction ? decimal + parts.fraction : ''}`;
  return persian ? toPersianDigits(text) : text;
}

/** Reads a number typed or displayed in any digit form with optional separators ('۱۲٬۳۴۵٫۶', '12,345.6'), or null when it is not a number. */
export function parseLocalizedNumber(s: string): number | null {
  const parts = toDecimalParts(s);
  if (!parts) return null;
  const value = Number(`${parts.integer}.${parts.fraction || '0'}`);
  return parts.negative ? -value : value;
}
