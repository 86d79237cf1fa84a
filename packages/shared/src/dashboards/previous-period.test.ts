import { describe, expect, it } from 'vitest';
import { previousRange } from './previous-period.js';

describe('the period before a date range', () => {
  it('has as many days and ends the day before', () => {
    expect(previousRange('1405/02/01', '1405/02/31')).toEqual({ from: '1405/01/01', to: '1405/01/31' });
    expect(previousRange('1405/01/01', '1405/01/01')).toEqual({ from: '1404/12/29', to: '1404/12/29' });
    // Esfand 1403 has 30 days (a leap year): ten days back across the year's end.
    expect(previousRange('1404/01/01', '1404/01/10')).toEqual({ from: '1403/12/21', to: '1403/12/30' });
  });

  it('is none for an open, reversed or unreadable range', () => {
    expect(previousRange('1405/01/01', null)).toBeNull();
    expect(previousRange(undefined, '1405/01/01')).toBeNull();
    expect(previousRange('1405/02/01', '1405/01/01')).toBeNull();
    expect(previousRange('1405/13/01', '1405/13/02')).toBeNull();
  });
});
