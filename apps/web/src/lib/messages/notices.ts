// What the API client and the toasts say. The SPEC §8 texts live in @darvazeh/shared, so the server and
// the browser say exactly the same; they are shown here beside the client's own.
import { ERROR_MESSAGES, TOAST_TITLES, VALIDATION_MESSAGES } from '@darvazeh/shared';

/** Toast titles, the error catalogue, the validation messages, and the client's own notices. */
export const noticeMessages = {
  toastTitles: TOAST_TITLES,
  errors: ERROR_MESSAGES,
  validation: VALIDATION_MESSAGES,
  /** A call refused because the same call is still in flight. */
  apiLocked: 'این درخواست در حال انجام است؛ لطفاً منتظر بمانید.',
} as const;
