import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissErrorToasts, showToast, toastOffset, toastStore } from '../lib/toast-store';
import { Toasts } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.set([]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('gives each kind its exact Persian title', () => {
    for (const color of ['warning', 'error', 'success', 'info'] as const) showToast({ color, text: color });
    expect(toastStore.get().map((toast) => [toast.color, toast.title])).toEqual([
      ['warning', 'هشدار'],
      ['error', 'خطا'],
      ['success', 'انجام شد'],
      ['info', 'با موفقیت انجام شد'],
    ]);
    expect(toastStore.get()[0]).toMatchObject({ show: true, timeout: 5000, text: 'warning' });
  });

  // Issue #13: the newest toast is on top, so an old error never sits above a new one.
  it('stacks toasts 60 px apart from the top, newest first', () => {
    render(<Toasts />);
    act(() => {
      showToast({ color: 'error', text: 'اول' });
      showToast({ color: 'warning', text: 'دوم' });
      showToast({ color: 'success', text: 'سوم' });
    });
    const placed = screen
      .getAllByTestId('toast')
      .map((element) => [element.textContent?.slice(-3), parseFloat(getComputedStyle(element).top)]);
    expect(placed.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['سوم', toastOffset(0)],
      ['دوم', toastOffset(0) + 60],
      ['اول', toastOffset(0) + 120],
    ]);
  });

  it('shows the same message once: a repeat replaces it with a fresh 5000 ms', () => {
    render(<Toasts />);
    act(() => {
      showToast({ color: 'error', text: 'درخواست ارسال نشد.' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      showToast({ color: 'error', text: 'درخواست ارسال نشد.' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('clears the error toasts of a page left behind, and keeps the others', () => {
    showToast({ color: 'error', text: 'آدرس مورد نظر وجود ندارد.' });
    showToast({ color: 'success', text: 'تغییرات ذخیره شد.' });
    showToast({ color: 'warning', text: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.' });
    dismissErrorToasts();
    expect(toastStore.get().map((toast) => toast.color)).toEqual(['success', 'warning']);
  });

  it('removes each toast 5000 ms after it appeared and closes the gap', () => {
    render(<Toasts />);
    act(() => {
      showToast({ color: 'error', text: 'اول' });
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      showToast({ color: 'info', text: 'دوم' });
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const [remaining] = screen.getAllByTestId('toast');
    expect(remaining?.textContent).toContain('دوم');
    expect(parseFloat(getComputedStyle(remaining as HTMLElement).top)).toBe(toastOffset(0));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
