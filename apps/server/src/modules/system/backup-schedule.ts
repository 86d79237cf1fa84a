// When scheduled backups run and which ones are kept: pure functions over times, in Tehran time
// (+03:30 all year since Iran dropped daylight saving in 2022, as the rest of the portal assumes).
import { formatJalaliDate } from '@darvazeh/shared';

const TEHRAN_OFFSET_MS = (3 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Failed backups stay listed this long, so their reason can be read. */
export const FAILED_KEPT_DAYS = 30;

/** A scheduled backup's slot: its instant and its name (`2025-03-21T02:00`, Tehran wall clock). */
export type BackupSlot = { at: Date; slot: string };

/** The first slot of the daily schedule at `dailyTime` (HH:MM, Tehran) strictly after `now`. */
export function nextSlot(now: Date, dailyTime: string): BackupSlot {
  const [hours = 0, minutes = 0] = dailyTime.split(':').map(Number);
  const tehranNow = new Date(now.getTime() + TEHRAN_OFFSET_MS);
  const todayAt = Date.UTC(
    tehranNow.getUTCFullYear(),
    tehranNow.getUTCMonth(),
    tehranNow.getUTCDate(),
    hours,
    minutes,
  );
  let wall = todayAt;
  if (wall - TEHRAN_OFFSET_MS <= now.getTime()) wall += DAY_MS;
  return { at: new Date(wall - TEHRAN_OFFSET_MS), slot: new Date(wall).toISOString().slice(0, 16) };
}

/** What retention needs to know of a backup. */
export type RetainedBackup = {
  id: number;
  trigger: 'manual' | 'schedule';
  state: 'queued' | 'running' | 'verified' | 'failed';
  createdAt: Date;
};

/**
 * The backups retention removes: scheduled, verified backups other than the newest of each of the last
 * `keepDaily` days and the newest of each of the last `keepMonthly` Jalali months that have one; failed
 * backups older than FAILED_KEPT_DAYS. Manual backups are an Admin's to delete; running ones are left.
 */
export function expiredBackups(
  backups: readonly RetainedBackup[],
  keepDaily: number,
  keepMonthly: number,
  now: Date,
): number[] {
  const scheduled = backups
    .filter((b) => b.trigger === 'schedule' && b.state === 'verified')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const keep = new Set<number>();
  const newestOf = (key: (b: RetainedBackup) => string, limit: number) => {
    const seen = new Set<string>();
    for (const backup of scheduled) {
      const k = key(backup);
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      keep.add(backup.id);
    }
  };
  newestOf((b) => formatJalaliDate(b.createdAt), keepDaily);
  newestOf((b) => formatJalaliDate(b.createdAt).slice(0, 7), keepMonthly);
  const failedBefore = now.getTime() - FAILED_KEPT_DAYS * DAY_MS;
  return backups
    .filter(
      (b) =>
        (b.trigger === 'schedule' && b.state === 'verified' && !keep.has(b.id)) ||
        (b.state === 'failed' && b.createdAt.getTime() < failedBefore),
    )
    .map((b) => b.id);
}
