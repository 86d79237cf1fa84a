import { useEffect, useRef } from 'react';
import { IDLE_FINAL_WARNING_SECONDS } from '@darvazeh/shared';
import { startIdleTimer } from '../../../lib/idle-timer';
import { startSessionCountdown, systemClock, type Clock } from '../../../lib/session-timer';
import { dismissToast, showToast } from '../../../lib/toast-store';
import { noticeMessages } from '../../../lib/messages';

const sessionWarnings: Readonly<Record<number, string>> = noticeMessages.errors.sessionEndsIn;

// Each idle warning replaces the previous one; it outlives the second so the text never flickers.
const IDLE_TOAST_MS = 2000;

/**
 * Runs the SPEC §4 timers while `isActive` (a user is signed in): the session countdown with its
 * warnings (each shown IDLE_FINAL_WARNING_SECONDS) and the idle timer with its per-second warning.
 * `onExpire` runs once when either reaches 0.
 */
export function useSessionTimers(isActive: boolean, onExpire: () => void, clock: Clock = systemClock): void {
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });

  useEffect(() => {
    if (!isActive) return;
    let idleToast: number | undefined;
    const dismissIdleWarning = () => {
      if (idleToast !== undefined) dismissToast(idleToast);
      idleToast = undefined;
    };
    const stopAll = () => {
      countdown.stop();
      idle.stop();
      dismissIdleWarning();
    };
    const expire = () => {
      stopAll();
      expireRef.current();
    };
    const countdown = startSessionCountdown({
      clock,
      onWarning: (secondsLeft) => {
        const text = sessionWarnings[secondsLeft];
        if (text) showToast({ color: 'warning', text, timeout: IDLE_FINAL_WARNING_SECONDS * 1000 });
      },
      onExpire: expire,
    });
    const idle = startIdleTimer({
      clock,
      onWarning: (secondsLeft) => {
        dismissIdleWarning();
        idleToast = showToast({
          color: 'warning',
          text: noticeMessages.errors.idle(secondsLeft),
          timeout: IDLE_TOAST_MS,
        });
      },
      onActive: dismissIdleWarning,
      onIdle: expire,
    });
    return stopAll;
  }, [clock, isActive]);
}
