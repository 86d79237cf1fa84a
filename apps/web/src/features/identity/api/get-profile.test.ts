import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './get-profile';

describe('the signed-in hint', () => {
  it('is present only when the server set its cookie', () => {
    expect(hasSignedInHint('XSRF-TOKEN=abc; darvazeh_signed_in=1')).toBe(true);
    expect(hasSignedInHint('darvazeh_signed_in=1')).toBe(true);
    expect(hasSignedInHint('XSRF-TOKEN=abc')).toBe(false);
    expect(hasSignedInHint('x_darvazeh_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
