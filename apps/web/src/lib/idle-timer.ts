// SPEC §4 idle timer: IDLE_SECONDS without user activity closes the session; during the last
// IDLE_FINAL_WARNING_SECONDS a warning is due every second.
import { IDLE_FINAL_WARNING_SECONDS, IDLE_SECONDS } from '@darvazeh/shared';
import { systemClock, type Clock } from './session-timer';

/** Local-storage key of the last activity in any tab, so working in one tab keeps the others open. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/** DOM events that count as the user being active. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

// Writing storage on every mouse move would be wasteful; other tabs only need the second.
const SHARE_EVERY_MS = 1000;

/** What the idle timer reports to. */
export interface IdleTimerOptions {
  /** Called every second of the final stretch with the seconds left. */
  onWarning: (secondsLeft: number) => void;
  /** Called when activity returns after warnings began. */
  onActive: () => void;
  /** Called once when the idle time is up; the timer has stopped by then. */
  onIdle: () => void;
  clock?: Clock;
  storage?: Storage;
  /** Where activity events are listened for; window by default. */
  target?: EventTarget;
  seconds?: number;
  finalWarningSeconds?: number;
}

/** A running idle timer. */
export interface IdleTimer {
  /** Counts as activity now. */
  touch(): void;
  stop(): void;
}

/** Starts the idle timer; opening the page counts as activity. */
export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { onWarning, onActive, onIdle, clock = systemClock, storage = window.localStorage } = options;
  const target = options.target ?? window;
  const seconds = options.seconds ?? IDLE_SECONDS;
  const finalWarning = options.finalWarningSeconds ?? IDLE_FINAL_WARNING_SECONDS;
  let lastActivity = clock.now();
  let lastShared = -Infinity;
  let isWarning = false;

  const share = () => {
    lastShared = lastActivity;
    storage.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
  };
  const touch = () => {
    lastActivity = clock.now();
    if (lastActivity - lastShared >= SHARE_EVERY_MS) share();
    if (isWarning) {
      isWarning = false;
      onActive();
    }
  };
  const tick = () => {
    const shared = Number(storage.getItem(LAST_ACTIVITY_KEY));
    if (Number.isFinite(shared) && shared > lastActivity && shared <= clock.now()) lastActivity = shared;
    const left = Math.ceil((lastActivity + seconds * 1000 - clock.now()) / 1000);
    if (left <= 0) {
      stop();
      onIdle();
    } else if (left <= finalWarning) {
      isWarning = true;
      onWarning(left);
    } else if (isWarning) {
      // Activity in another tab.
      isWarning = false;
      onActive();
    }
  };

  share();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, touch, { passive: true });
  const stopTicking = clock.every(1000, tick);
  function stop() {
    stopTicking();
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, touch);
  }
  return { touch, stop };
}
