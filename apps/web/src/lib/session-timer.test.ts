import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REMAINED_TIME_KEY,
  REMAINED_TIME_SAVED_AT_KEY,
  resetSessionCountdown,
  startSessionCountdown,
  type SessionCountdown,
} from './session-timer';

let countdown: SessionCountdown | undefined;
const onWarning = vi.fn<(secondsLeft: number) => void>();
const onExpire = vi.fn<() => void>();

function start(): SessionCountdown {
  countdown = startSessionCountdown({ onWarning, onExpire });
  return countdown;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  localStorage.clear();
  onWarning.mockReset();
  onExpire.mockReset();
});
afterEach(() => {
  countdown?.stop();
  vi.useRealTimers();
});

describe('session countdown', () => {
  it('starts from 7198 seconds and warns at exactly 120, 60 and 30 seconds left', () => {
    const timer = start();
    expect(timer.secondsLeft()).toBe(7198);
    vi.advanceTimersByTime((7198 - 121) * 1000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onWarning.mock.calls).toEqual([[120]]);
    vi.advanceTimersByTime(59_000);
    expect(onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onWarning.mock.calls).toEqual([[120], [60]]);
    vi.advanceTimersByTime(30_000);
    expect(onWarning.mock.calls).toEqual([[120], [60], [30]]);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires once at 0 and then stops', () => {
    start();
    vi.advanceTimersByTime(7197 * 1000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('saves the seconds left every 5 seconds', () => {
    start();
    expect(localStorage.getItem(REMAINED_TIME_KEY)).toBe('7198');
    vi.advanceTimersByTime(4999);
    expect(localStorage.getItem(REMAINED_TIME_KEY)).toBe('7198');
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem(REMAINED_TIME_KEY)).toBe('7193');
    expect(localStorage.getItem(REMAINED_TIME_SAVED_AT_KEY)).toBe(String(Date.now()));
  });

  it('resumes from the saved time after a reload instead of starting over', () => {
    start();
    vi.advanceTimersByTime((7198 - 100) * 1000);
    countdown?.stop(); // the page unloads
    const reloaded = start();
    expect(reloaded.secondsLeft()).toBe(100);
    vi.advanceTimersByTime(40_000);
    expect(onWarning.mock.calls).toEqual([[120], [60]]);
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('counts the time the page was closed', () => {
    localStorage.setItem(REMAINED_TIME_KEY, '300');
    localStorage.setItem(REMAINED_TIME_SAVED_AT_KEY, String(Date.now() - 200_000));
    expect(start().secondsLeft()).toBe(100);
  });

  it('starts a full session after a reset, and ignores garbage in storage', () => {
    localStorage.setItem(REMAINED_TIME_KEY, '12');
    resetSessionCountdown();
    expect(start().secondsLeft()).toBe(7198);
    countdown?.stop();
    localStorage.setItem(REMAINED_TIME_KEY, 'abc');
    expect(start().secondsLeft()).toBe(7198);
  });

  it('adopts a fresh sign-in made in another tab', () => {
    localStorage.setItem(REMAINED_TIME_KEY, '50');
    start();
    localStorage.setItem(REMAINED_TIME_KEY, '7198');
    localStorage.setItem(REMAINED_TIME_SAVED_AT_KEY, String(Date.now()));
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(countdown?.secondsLeft()).toBe(7138);
  });

  it('shows only the nearest warning when a sleeping tab wakes past several', () => {
    const timer = start();
    vi.setSystemTime(Date.now() + (7198 - 45) * 1000);
    vi.advanceTimersByTime(1000);
    expect(timer.secondsLeft()).toBe(44);
    expect(onWarning.mock.calls).toEqual([[60]]);
  });
});
