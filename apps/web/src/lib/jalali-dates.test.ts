import { describe, expect, it } from 'vitest';
import { addJalaliDates } from './jalali-dates';

describe('addJalaliDates', () => {
  it('adds a Tehran-time Jalali sibling beside every datetime and keeps the original', () => {
    const body: { success: boolean; data: { list: Record<string, unknown>[] } } = {
      success: true,
      data: {
        list: [
          { id: 1, name: 'خبر', createdAt: '2026-11-22T09:45:00.000Z', updatedAt: null },
          { id: 2, meta: { publishedAt: '2026-03-20T20:30:00Z' } },
        ],
      },
    };
    addJalaliDates(body);
    const [first, second] = body.data.list;
    expect(first).toMatchObject({
      createdAt: '2026-11-22T09:45:00.000Z',
      createdAtJalali: '1405/09/01 13:15',
    });
    expect(first).not.toHaveProperty('updatedAtJalali');
    expect(first).not.toHaveProperty('nameJalali');
    expect(second?.meta).toMatchObject({ publishedAtJalali: '1405/01/01 00:00' });
  });

  it('leaves plain dates, numbers and an existing sibling alone', () => {
    const record = { day: '2026-11-22', at: '2026-11-22T09:45:00Z', atJalali: 'از سرور', count: 3 };
    addJalaliDates(record);
    expect(record).toEqual({ day: '2026-11-22', at: '2026-11-22T09:45:00Z', atJalali: 'از سرور', count: 3 });
  });

  it('accepts values that are not objects', () => {
    expect(addJalaliDates('2026-11-22T09:45:00Z')).toBe('2026-11-22T09:45:00Z');
    expect(addJalaliDates(null)).toBeNull();
  });
});
