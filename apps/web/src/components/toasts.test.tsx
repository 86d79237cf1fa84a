import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastOffset, toastStore } from '../lib/toast-store';
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

  it('stacks toasts 60 px apart from the top', () => {
    render(<Toasts />);
    act(() => {
      showToast({ color: 'error', text: 'اول' });
      showToast({ color: 'warning', text: 'دوم' });
      showToast({ color: 'success', text: 'سوم' });
    });
    const tops = screen.getAllByTestId('toast').map((element) => parseFloat(getComputedStyle(element).top));
    expect(tops).toEqual([toastOffset(0), toastOffset(0) + 60, toastOffset(0) + 120]);
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
