import { describe, expect, it } from 'vitest';
import { isTrackingCode, newTrackingCode, trackingCodeOf, verhoeffDigit } from './tracking-code.js';

describe('tracking codes', () => {
  it('computes the published Verhoeff check digit', () => {
    // The worked example of Verhoeff's scheme: 236 → 3, and 2363 checks.
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffDigit('12345')).toBe(1);
    expect(isTrackingCode(trackingCodeOf('123456789'))).toBe(true);
  });

  it('catches every single-digit error and every adjacent swap of a code', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let n = 0; n < 200; n += 1) {
      const code = newTrackingCode(random);
      expect(code).toMatch(/^[1-9]\d{9}$/);
      expect(isTrackingCode(code)).toBe(true);
      for (let i = 0; i < 10; i += 1) {
        for (let d = 0; d < 10; d += 1) {
          if (String(d) === code[i]) continue;
          expect(isTrackingCode(code.slice(0, i) + d + code.slice(i + 1))).toBe(false);
        }
        if (i < 9 && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(isTrackingCode(swapped)).toBe(false);
        }
      }
    }
  });

  it('refuses what is not ten Latin digits', () => {
    expect(isTrackingCode('')).toBe(false);
    expect(isTrackingCode('۱۲۳۴۵۶۷۸۹۰')).toBe(false);
    expect(isTrackingCode('0123456789')).toBe(false);
    expect(() => trackingCodeOf('012345678')).toThrow();
  });
});
