import { describe, expect, it } from 'vitest';
import { expiredBackups, nextSlot, type RetainedBackup } from './backup-schedule.js';

describe('the daily backup slot', () => {
  it('is today at the chosen Tehran time while that is still ahead', () => {
    // 2025-03-20 20:00 UTC is 23:30 in Tehran.
    expect(nextSlot(new Date('2025-03-20T20:00:00Z'), '23:45')).toEqual({
      at: new Date('2025-03-20T20:15:00Z'),
      slot: '2025-03-20T23:45',
    });
  });

  it('is tomorrow once today’s has passed, on the Tehran calendar day', () => {
    // 21:00 UTC is 00:30 the next day in Tehran: 02:00 that same Tehran day is still ahead.
    expect(nextSlot(new Date('2025-03-20T21:00:00Z'), '02:00').slot).toBe('2025-03-21T02:00');
    expect(nextSlot(new Date('2025-03-20T22:30:00Z'), '02:00').slot).toBe('2025-03-22T02:00');
  });
});

const day = (iso: string, id: number, extra: Partial<RetainedBackup> = {}): RetainedBackup => ({
  id,
  trigger: 'schedule',
  state: 'verified',
  createdAt: new Date(`${iso}T00:00:00Z`),
  ...extra,
});

describe('retention', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  // One scheduled backup a day from 2025-01-01 to 2025-06-30.
  const daily = Array.from({ length: 181 }, (_, i) =>
    day(new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), i + 1),
  );

  it('keeps the last N days and the newest of each of the last M months', () => {
    const expired = new Set(expiredBackups(daily, 7, 3, now));
    const kept = daily.filter((b) => !expired.has(b.id)).map((b) => b.createdAt.toISOString().slice(0, 10));
    // The last 7 days, and the newest of the 3 latest Jalali months (Tir from 2025-06-22, Khordad from
    // 2025-05-22, Ordibehesht from 2025-04-21): the current month counts, its newest is today's.
    expect(kept).toEqual([
      '2025-05-21',
      '2025-06-21',
      '2025-06-24',
      '2025-06-25',
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
      '2025-06-29',
      '2025-06-30',
    ]);
  });

  it('never removes manual or unfinished backups, and removes failed ones after 30 days', () => {
    const backups = [
      day('2024-01-01', 1, { trigger: 'manual' }),
      day('2025-06-29', 2, { state: 'running' }),
      day('2025-05-01', 3, { state: 'failed', trigger: 'manual' }),
      day('2025-06-20', 4, { state: 'failed' }),
    ];
    expect(expiredBackups(backups, 1, 0, now)).toEqual([3]);
  });
});
