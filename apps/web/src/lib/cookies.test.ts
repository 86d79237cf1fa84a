import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by its whole name and decodes its value', () => {
    const cookies = 'x_XSRF-TOKEN=no; XSRF-TOKEN=a%2Bb%3D; darvazeh_signed_in=1';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('a+b=');
    expect(readCookie('darvazeh_signed_in', cookies)).toBe('1');
    expect(readCookie('signed_in', cookies)).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
  });

  it('keeps a value that is not valid URI encoding as it is', () => {
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
