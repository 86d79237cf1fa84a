import { TOAST_OFFSET_PX, TOAST_TIMEOUT_MS } from '@darvazeh/shared';
import { createStore, useStore } from './create-store';
import { noticeMessages } from './messages';

/** The four toast kinds of SPEC §8; each has its fixed Persian title. */
export type ToastColor = 'warning' | 'error' | 'success' | 'info';

/** One toast as SPEC §4 describes it: show, color, timeout, title, text. */
export interface Toast {
  id: number;
  show: boolean;
  color: ToastColor;
  timeout: number;
  title: string;
  text: string;
}

/** What a caller gives to show a toast; the title defaults to the colour's title. */
export interface ToastInput {
  color: ToastColor;
  text: string;
  title?: string;
  timeout?: number;
}

/** Space above the first toast; each further toast sits TOAST_OFFSET_PX lower. */
export const TOAST_TOP_PX = 16;

/** The visible toasts, oldest first. */
export const toastStore = createStore<readonly Toast[]>([]);

let nextId = 1;

/** Removes a toast now (its close button, or its timeout). */
export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast and removes it after its timeout (5000 ms unless given); returns its id. */
export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    show: true,
    color: input.color,
    timeout: input.timeout ?? TOAST_TIMEOUT_MS,
    title: input.title ?? noticeMessages.toastTitles[input.color],
    text: input.text,
  };
  // The same message again replaces the one on screen (a fresh timeout) instead of stacking a copy.
  toastStore.set((toasts) => [
    ...toasts.filter((t) => t.color !== toast.color || t.title !== toast.title || t.text !== toast.text),
    toast,
  ]);
  setTimeout(() => dismissToast(toast.id), toast.timeout);
  return toast.id;
}

/** Removes the error toasts: they belong to the page they were raised on, not to the next one. */
export function dismissErrorToasts(): void {
  if (toastStore.get().some((toast) => toast.color === 'error'))
    toastStore.set((toasts) => toasts.filter((toast) => toast.color !== 'error'));
}

/** Distance from the top of the screen of the toast at `index` (0 is the newest, on top). */
export function toastOffset(index: number): number {
  return TOAST_TOP_PX + index * TOAST_OFFSET_PX;
}

/** Reads the visible toasts in a component. */
export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
