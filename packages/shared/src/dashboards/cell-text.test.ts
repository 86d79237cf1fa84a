import { describe, expect, it } from 'vitest';
import { readableText } from './cell-text.js';

describe('a text cell as people read it', () => {
  it('names a Jalali month grouping', () => {
    expect(readableText('1403/05')).toBe('مرداد ۱۴۰۳');
  });

  it('names a week of the Jalali year and a season, and leaves a look-alike as text', () => {
    expect(readableText('1404-W07')).toBe('هفته ۷ ۱۴۰۴');
    expect(readableText('1404-S1')).toBe('بهار ۱۴۰۴');
    expect(readableText('1403-S4')).toBe('زمستان ۱۴۰۳');
    expect(readableText('1403-S5')).toBe('۱۴۰۳-S۵');
  });

  it('writes an instant as its Jalali day and time in Tehran, however the engine spelled it', () => {
    expect(readableText('2026-03-21T06:00:00.000Z')).toBe('۱۴۰۵/۰۱/۰۱ ۰۹:۳۰');
    expect(readableText('2026-03-21 06:00:00.5+00')).toBe('۱۴۰۵/۰۱/۰۱ ۰۹:۳۰');
    expect(readableText('2026-03-21 09:30:00+03:30')).toBe('۱۴۰۵/۰۱/۰۱ ۰۹:۳۰');
  });

  it('writes a Gregorian day as its Jalali day, and other text with Persian digits', () => {
    expect(readableText('2026-03-21')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(readableText('1403/05/12')).toBe('۱۴۰۳/۰۵/۱۲');
    expect(readableText('کد 12')).toBe('کد ۱۲');
  });
});
