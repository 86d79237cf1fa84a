// SPEC §4 session countdown: SESSION_SECONDS from sign-in, resumed after a reload from the
// 'remainedTime' saved in local storage every REMAINED_TIME_SAVE_MS, with warnings at
// SESSION_WARNINGS seconds left and an expiry at 0.
import { REMAINED_TIME_SAVE_MS, SESSION_SECONDS, SESSION_WARNINGS } from '@darvazeh/shared';

/** Time as the timers see it; tests pass their own (or use fake timers with the system clock). */
export interface Clock {
  now(): number;
  /** Calls `callback` every `ms` milliseconds; returns the function that stops it. */
  every(ms: number, callback: () => void): () => void;
}

/** The browser's clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, callback) => {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  },
};

/** Local-storage key of the seconds left in the session (SPEC §4). */
export const REMAINED_TIME_KEY = 'remainedTime';
/** When 'remainedTime' was written, so a page opened later subtracts the time it was closed. */
export const REMAINED_TIME_SAVED_AT_KEY = 'remainedTimeSavedAt';

function readNumber(storage: Storage, key: string): number | null {
  const raw = storage.getItem(key);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The session's end as saved by this or another tab, or null when nothing valid is saved. */
export function savedSessionDeadline(storage: Storage, clock: Clock = systemClock): number | null {
  const remained = readNumber(storage, REMAINED_TIME_KEY);
  if (remained === null) return null;
  const savedAt = readNumber(storage, REMAINED_TIME_SAVED_AT_KEY);
  const base = savedAt !== null && savedAt <= clock.now() ? savedAt : clock.now();
  return base + remained * 1000;
}

/** Forgets the saved countdown: a sign-in starts a full session, a sign-out needs none. */
export function resetSessionCountdown(storage: Storage = window.localStorage): void {
  storage.removeItem(REMAINED_TIME_KEY);
  storage.removeItem(REMAINED_TIME_SAVED_AT_KEY);
}

/** What the countdown reports to. */
export interface SessionCountdownOptions {
  /** Called as the countdown reaches each threshold of `warnings` (seconds left). */
  onWarning: (secondsLeft: number) => void;
  /** Called once when no time is left; the countdown has stopped by then. */
  onExpire: () => void;
  clock?: Clock;
  storage?: Storage;
  seconds?: number;
  warnings?: readonly number[];
}

/** A running countdown. */
export interface SessionCountdown {
  secondsLeft(): number;
  stop(): void;
}

/**
 * Starts the session countdown, resuming from local storage when a value is saved. Another tab's
 * later deadline (a fresh sign-in there) is adopted, so an old tab never ends the new session.
 */
export function startSessionCountdown(options: SessionCountdownOptions): SessionCountdown {
  const { onWarning, onExpire, clock = systemClock, storage = window.localStorage } = options;
  const seconds = options.seconds ?? SESSION_SECONDS;
  const warnings = options.warnings ?? SESSION_WARNINGS;
  const fullDeadline = clock.now() + seconds * 1000;
  let deadline = Math.min(savedSessionDeadline(storage, clock) ?? fullDeadline, fullDeadline);
  const secondsLeft = () => Math.ceil((deadline - clock.now()) / 1000);
  // One more than the start, so a page resumed exactly at a threshold still warns at it.
  let previous = secondsLeft() + 1;

  const save = () => {
    storage.setItem(REMAINED_TIME_KEY, String(Math.max(0, secondsLeft())));
    storage.setItem(REMAINED_TIME_SAVED_AT_KEY, String(clock.now()));
  };
  const tick = () => {
    const shared = savedSessionDeadline(storage, clock);
    if (shared !== null && shared > deadline) deadline = Math.min(shared, clock.now() + seconds * 1000);
    const left = secondsLeft();
    if (left <= 0) {
      stop();
      onExpire();
      return;
    }
    // After a sleeping tab wakes past several thresholds, only the nearest one is worth a warning.
    const crossed = warnings.filter((threshold) => previous > threshold && left <= threshold);
    if (crossed.length > 0) onWarning(Math.min(...crossed));
    previous = left;
  };

  save();
  const stopTicking = clock.every(1000, tick);
  const stopSaving = clock.every(REMAINED_TIME_SAVE_MS, save);
  function stop() {
    stopTicking();
    stopSaving();
  }
  return { secondsLeft, stop };
}
