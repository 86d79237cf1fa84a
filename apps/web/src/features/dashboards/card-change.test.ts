import { describe, expect, it } from 'vitest';
import type { DashboardCardData } from './types';
import { changeOf, changeWords } from './card-change';

const answer = (now: unknown, before?: unknown): DashboardCardData => ({
  id: 'c',
  error: null,
  columns: ['n'],
  labels: [],
  rows: [{ n: now }],
  truncated: false,
  drill: null,
  ...(before !== undefined && { previous: { from: '1405/01/01', to: '1405/01/31', rows: [{ n: before }] } }),
});

describe('a number card’s change against the previous period', () => {
  it('is up or down by a whole percent of the earlier value (counts come as text too)', () => {
    expect(changeOf(answer(112, 100))).toEqual({ dir: 'up', percent: 12 });
    expect(changeOf(answer('50', '200'))).toEqual({ dir: 'down', percent: 75 });
    expect(changeOf(answer(7, 7))).toEqual({ dir: 'same', percent: 0 });
  });

  it('is none without a previous period or with nothing before', () => {
    expect(changeOf(answer(5))).toBeNull();
    expect(changeOf(answer(5, 0))).toBeNull();
    expect(changeOf(answer('متن', 3))).toBeNull();
  });

  it('reads in Persian words, on the card and in its image', () => {
    expect(changeWords({ dir: 'up', percent: 1200 })).toBe('۱٬۲۰۰٪ بیشتر از دوره پیش');
    expect(changeWords({ dir: 'down', percent: 75 })).toBe('۷۵٪ کمتر از دوره پیش');
    expect(changeWords({ dir: 'same', percent: 0 })).toBe('بدون تغییر نسبت به دوره پیش');
  });
});
