// The error catalogue of SPEC §8 as pure functions: what toast, if any, a finished call deserves.
// The API client applies them; tests read them status by status.
import type { ToastColor } from './toast-store';
import { noticeMessages } from './messages';

/** A toast to show for a call; `logout` asks the client to sign the user out after SESSION_EXPIRY_LOGOUT_MS. */
export interface ApiNotice {
  color: ToastColor;
  title: string;
  text: string;
  logout?: true;
}

/** A finished (or never sent) call as the catalogue sees it. */
export interface FailureInput {
  /** HTTP status; undefined when no response arrived. */
  status: number | undefined;
  /** The response body, normally the envelope `{ success, message, data }`. */
  data: unknown;
  isLoggedIn: boolean;
  url: string | undefined;
}

// Callers of these calls decide themselves what a failure means (an anonymous profile load is normal; a
// function run's caller shows its diagnostics and retries a call that got no answer, SPEC §7 and §9).
const SELF_HANDLED =
  /(?:^|\/)(?:profile|run-function|run-request-function|run-element-function|default-variable-values)(?:[/?#]|$)/;
// File and help responses are not envelopes, so their bodies carry no message to show.
const NOT_ENVELOPE = /(?:^|[/-])(?:download|help|temp-image|temp-file)(?:[/?#]|$)/;
// SPEC §7's special list: reads and sign-in posts that must not announce "done".
const QUIET_SUCCESS =
  /(?:^|[/-])(?:filter|all|check-name|run-request-function|run-element-function|dashboard\/data|login)(?:[?#]|$)/;

const notice = (color: ToastColor, text: string): ApiNotice => ({
  color,
  title: noticeMessages.toastTitles[color],
  text,
});

function field(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The text of a failed envelope: its first validation message, else its message, else 'خطا'. */
export function failureText(body: unknown): string {
  const list = field(body, 'data');
  const first = Array.isArray(list) ? nonEmpty(list[0]) : undefined;
  return first ?? nonEmpty(field(body, 'message')) ?? noticeMessages.errors.generic;
}

/** Maps a failed call (or a 2xx with success:false) to its toast per SPEC §8; null means show nothing (500 is only logged). */
export function describeFailure({ status, data, isLoggedIn, url = '' }: FailureInput): ApiNotice | null {
  if (SELF_HANDLED.test(url)) return null;
  if (status === undefined) return notice('error', noticeMessages.errors.requestNotSent);
  if (status >= 200 && status < 300) {
    const failed = field(data, 'success') === false;
    return failed && isLoggedIn && !NOT_ENVELOPE.test(url) ? notice('error', failureText(data)) : null;
  }
  switch (status) {
    case 302:
      return isLoggedIn ? { ...notice('warning', noticeMessages.errors.sessionExpired), logout: true } : null;
    case 401:
      return notice('error', nonEmpty(field(data, 'message')) ?? noticeMessages.errors.unauthorized);
    case 403:
      return notice('error', noticeMessages.errors.forbidden);
    case 404:
      return notice('error', noticeMessages.errors.notFound);
    case 406:
      return notice('warning', noticeMessages.errors.notAcceptable);
    case 500:
      return null;
    default:
      return NOT_ENVELOPE.test(url) ? null : notice('error', failureText(data));
  }
}

/** The success toast of a finished non-GET call ('انجام شد' with the server's message), or null. */
export function describeSuccess(input: {
  method: string | undefined;
  data: unknown;
  url: string | undefined;
}): ApiNotice | null {
  const url = input.url ?? '';
  const method = (input.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return null;
  if (field(input.data, 'success') === false) return null;
  if (SELF_HANDLED.test(url) || NOT_ENVELOPE.test(url) || QUIET_SUCCESS.test(url)) return null;
  return notice('success', nonEmpty(field(input.data, 'message')) ?? noticeMessages.toastTitles.info);
}
