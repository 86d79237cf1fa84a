import { describe, expect, it } from 'vitest';
import { readableValue } from './readable-value';

describe('readableValue', () => {
  it.each([
    [null, 'تهی'],
    [true, 'بله'],
    [false, 'خیر'],
    [18, '۱۸'],
    ['علی', 'علی'],
    [['الف', 2], '[الف، ۲]'],
    [{ name: 'علی', age: 20 }, '{name: علی؛ age: ۲۰}'],
  ])('shows %j as %s', (value, shown) => {
    expect(readableValue(value)).toBe(shown);
  });
});
