import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, startIdleTimer, type IdleTimer } from './idle-timer';

let timer: IdleTimer | undefined;
const onWarning = vi.fn<(secondsLeft: number) => void>();
const onActive = vi.fn<() => void>();
const onIdle = vi.fn<() => void>();

function start(target: EventTarget = new EventTarget()): IdleTimer {
  timer = startIdleTimer({ onWarning, onActive, onIdle, target });
  return timer;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  localStorage.clear();
  for (const mock of [onWarning, onActive, onIdle]) mock.mockReset();
});
afterEach(() => {
  timer?.stop();
  vi.useRealTimers();
});

describe('idle timer', () => {
  it('warns every second during the last 15 seconds of 7200, then goes idle at 0', () => {
    start();
    vi.advanceTimersByTime((7200 - 16) * 1000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onWarning.mock.calls).toEqual([[15]]);
    vi.advanceTimersByTime(14_000);
    expect(onWarning.mock.calls.map(([n]) => n)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(onWarning).toHaveBeenCalledTimes(15);
  });

  it('starts over on user activity and clears a running warning', () => {
    const target = new EventTarget();
    start(target);
    vi.advanceTimersByTime((7200 - 10) * 1000);
    expect(onWarning).toHaveBeenLastCalledWith(10);
    target.dispatchEvent(new Event('keydown'));
    expect(onActive).toHaveBeenCalledOnce();
    onWarning.mockReset();
    vi.advanceTimersByTime((7200 - 16) * 1000);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stays open while the user works in another tab', () => {
    start();
    vi.advanceTimersByTime(7000 * 1000);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(1000 * 1000);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    const target = new EventTarget();
    const running = start(target);
    running.stop();
    vi.advanceTimersByTime(8000 * 1000);
    target.dispatchEvent(new Event('pointermove'));
    expect(onIdle).not.toHaveBeenCalled();
    expect(onActive).not.toHaveBeenCalled();
  });
});
