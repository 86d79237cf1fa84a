import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMAINED_TIME_KEY, REMAINED_TIME_SAVED_AT_KEY } from '../../../lib/session-timer';
import { toastStore } from '../../../lib/toast-store';
import { useSessionTimers } from './use-session-timers';

const onExpire = vi.fn<() => void>();

function advanceSeconds(seconds: number): void {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

const toastTexts = () => toastStore.get().map((toast) => toast.text);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  localStorage.clear();
  toastStore.set([]);
  onExpire.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSessionTimers', () => {
  it('does nothing while no one is signed in', () => {
    renderHook(() => useSessionTimers(false, onExpire));
    advanceSeconds(8000);
    expect(toastTexts()).toEqual([]);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows the Persian warnings at 120, 60 and 30 seconds for 15 seconds each, then expires at 0', () => {
    renderHook(() => useSessionTimers(true, onExpire));
    advanceSeconds(7198 - 121);
    expect(toastTexts()).toEqual([]);
    advanceSeconds(1);
    expect(toastTexts()).toEqual(['دو دقیقه تا پایان نشست شما باقی مانده است.']);
    expect(toastStore.get()[0]).toMatchObject({ color: 'warning', title: 'هشدار', timeout: 15_000 });
    advanceSeconds(15);
    expect(toastTexts()).toEqual([]);
    advanceSeconds(45);
    expect(toastTexts()).toEqual(['یک دقیقه تا پایان نشست شما باقی مانده است.']);
    advanceSeconds(30);
    expect(toastTexts()).toContain('سی ثانیه تا پایان نشست شما باقی مانده است.');
    advanceSeconds(29);
    expect(onExpire).not.toHaveBeenCalled();
    advanceSeconds(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('resumes the countdown from remainedTime after a reload', () => {
    const first = renderHook(() => useSessionTimers(true, onExpire));
    advanceSeconds(7000);
    first.unmount();
    expect(localStorage.getItem(REMAINED_TIME_KEY)).toBe('198');
    renderHook(() => useSessionTimers(true, onExpire));
    advanceSeconds(77);
    expect(toastTexts()).toEqual([]);
    advanceSeconds(1);
    expect(toastTexts()).toEqual(['دو دقیقه تا پایان نشست شما باقی مانده است.']);
    advanceSeconds(120);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('warns every second of the last 15 idle seconds with one toast, and signs out at 0', () => {
    renderHook(() => useSessionTimers(true, onExpire));
    advanceSeconds(7000);
    // A sign-in in another tab renews the session; this tab stays idle.
    localStorage.setItem(REMAINED_TIME_KEY, '7198');
    localStorage.setItem(REMAINED_TIME_SAVED_AT_KEY, String(Date.now()));
    advanceSeconds(184);
    expect(toastTexts()).toEqual([]);
    advanceSeconds(1);
    expect(toastTexts()).toEqual(['به دلیل عدم فعالیت، صفحه تا ۱۵ ثانیه دیگر بسته می‌شود.']);
    advanceSeconds(1);
    expect(toastTexts()).toEqual(['به دلیل عدم فعالیت، صفحه تا ۱۴ ثانیه دیگر بسته می‌شود.']);
    advanceSeconds(13);
    expect(toastTexts()).toEqual(['به دلیل عدم فعالیت، صفحه تا ۱ ثانیه دیگر بسته می‌شود.']);
    expect(onExpire).not.toHaveBeenCalled();
    advanceSeconds(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(toastTexts()).toEqual([]);
  });

  it('drops the idle warning as soon as the user is active again', () => {
    renderHook(() => useSessionTimers(true, onExpire));
    advanceSeconds(7000);
    localStorage.setItem(REMAINED_TIME_KEY, '7198');
    localStorage.setItem(REMAINED_TIME_SAVED_AT_KEY, String(Date.now()));
    advanceSeconds(190);
    expect(toastTexts()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(toastTexts()).toEqual([]);
    advanceSeconds(600);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
