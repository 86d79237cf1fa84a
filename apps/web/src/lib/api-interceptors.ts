// What every call of the API client goes through (SPEC §7, §8): loading flag and locks, filter
// serialisation, Jalali datetimes, and the toast the error catalogue prescribes — hooks before and
// after the transport that sends the call.
import { SESSION_EXPIRY_LOGOUT_MS } from '@darvazeh/shared';
import { describeFailure, describeSuccess, type ApiNotice } from './api-notices';
import { ApiHttpError, ApiNetworkError, type HttpRequest, type HttpResponse } from './http';
import { addJalaliDates } from './jalali-dates';
import { acquireLock, beginRequest, endRequest, releaseLock } from './loading-store';
import { serializeFilters } from './request-filters';
import { isLoggedIn, requestLogout } from './session-store';
import { showToast } from './toast-store';

/** A call as the hooks see it: the request and its per-call options. */
export interface ApiCall extends HttpRequest {
  /** While a call holding this key is in flight, another with the same key is refused (ApiLockedError). */
  lockKey?: string;
  /** Show no toast for this call; its caller reports the outcome itself. */
  silent?: boolean;
  /** Show no success toast (a read sent as POST); failures are still announced. */
  quiet?: boolean;
}

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

function announce(notice: ApiNotice): void {
  showToast({ color: notice.color, title: notice.title, text: notice.text });
  if (notice.logout && logoutTimer === undefined) {
    logoutTimer = setTimeout(() => {
      logoutTimer = undefined;
      requestLogout();
    }, SESSION_EXPIRY_LOGOUT_MS);
  }
}

function reportAnswer(call: ApiCall, { status, data }: HttpResponse): void {
  addJalaliDates(data);
  if (call.silent) return;
  const notice =
    describeFailure({ status, data, isLoggedIn: isLoggedIn(), url: call.url }) ??
    (call.quiet ? null : describeSuccess({ method: call.method, data, url: call.url }));
  if (notice) announce(notice);
}

// Only a call that was answered badly or not at all is a failure to announce: an aborted call (an
// upload, a superseded query) is nobody's, and any other error never reached the network.
function reportFailure(call: ApiCall, error: unknown): void {
  if (!(error instanceof ApiHttpError || error instanceof ApiNetworkError)) return;
  const status = error instanceof ApiHttpError ? error.status : undefined;
  const data = error instanceof ApiHttpError ? error.data : undefined;
  if (status !== undefined && status >= 500)
    console.error('API call failed', call.method, call.url, status, data);
  if (call.silent) return;
  const notice = describeFailure({ status, data, isLoggedIn: isLoggedIn(), url: call.url });
  if (notice) announce(notice);
}

/**
 * Runs `send` for `call` between the hooks: takes the call's lock (a held one throws ApiLockedError
 * before anything is sent) and raises the loading flag, serialises filters; afterwards gives both back,
 * adds Jalali dates to the answer and shows the SPEC §8 toast. A failure is rethrown after its toast.
 */
export async function intercept<C extends ApiCall, T>(
  call: C,
  send: (call: C) => Promise<HttpResponse<T>>,
): Promise<HttpResponse<T>> {
  if (call.lockKey !== undefined) acquireLock(call.lockKey);
  beginRequest();
  const settle = () => {
    endRequest();
    if (call.lockKey !== undefined) releaseLock(call.lockKey);
  };
  let response: HttpResponse<T>;
  try {
    response = await send(serializeFilters(call));
  } catch (error) {
    settle();
    reportFailure(call, error);
    throw error;
  }
  settle();
  reportAnswer(call, response);
  return response;
}
