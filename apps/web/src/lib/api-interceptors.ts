// What every call of the API client goes through (SPEC §7, §8): loading flag and locks, filter
// serialisation, Jalali datetimes, and the toast the error catalogue prescribes.
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { SESSION_EXPIRY_LOGOUT_MS } from '@darvazeh/shared';
import { describeFailure, describeSuccess, type ApiNotice } from './api-notices';
import { addJalaliDates } from './jalali-dates';
import { acquireLock, beginRequest, endRequest, releaseLock } from './loading-store';
import { serializeFilters } from './request-filters';
import { isLoggedIn, requestLogout } from './session-store';
import { showToast } from './toast-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** While a call holding this key is in flight, another with the same key is refused (ApiLockedError). */
    lockKey?: string;
    /** Show no toast for this call; its caller reports the outcome itself. */
    silent?: boolean;
    /** Show no success toast (a read sent as POST); failures are still announced. */
    quiet?: boolean;
  }
}

const inFlight = new WeakSet<InternalAxiosRequestConfig>();
const heldLocks = new WeakMap<InternalAxiosRequestConfig, string>();
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

function handleRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.lockKey !== undefined) {
    acquireLock(config.lockKey);
    heldLocks.set(config, config.lockKey);
  }
  beginRequest();
  inFlight.add(config);
  return serializeFilters(config);
}

function settle(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  if (inFlight.delete(config)) endRequest();
  const lockKey = heldLocks.get(config);
  if (lockKey !== undefined) {
    heldLocks.delete(config);
    releaseLock(lockKey);
  }
}

function handleResponse(response: AxiosResponse<unknown>): AxiosResponse<unknown> {
  settle(response.config);
  addJalaliDates(response.data);
  const { status, data, config } = response;
  if (!config.silent) {
    const notice =
      describeFailure({ status, data, isLoggedIn: isLoggedIn(), url: config.url }) ??
      (config.quiet ? null : describeSuccess({ method: config.method, data, url: config.url }));
    if (notice) announce(notice);
  }
  return response;
}

function reportFailure(error: AxiosError): void {
  settle(error.config);
  // A call its caller aborted (an upload, a superseded query) is nobody's failure.
  if (axios.isCancel(error)) return;
  const status = error.response?.status;
  const url = error.config?.url;
  if (status !== undefined && status >= 500) {
    console.error('API call failed', error.config?.method?.toUpperCase(), url, status, error.response?.data);
  }
  if (!error.config?.silent) {
    const notice = describeFailure({ status, data: error.response?.data, isLoggedIn: isLoggedIn(), url });
    if (notice) announce(notice);
  }
}

// Lock refusals and other non-HTTP errors never reached the network: nothing to settle or show.
function handleError(error: unknown): Promise<never> {
  if (axios.isAxiosError(error)) reportFailure(error);
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
}

/** Adds the request and response interceptors to an axios instance. */
export function installInterceptors(client: AxiosInstance): void {
  client.interceptors.request.use(handleRequest);
  client.interceptors.response.use(handleResponse, handleError);
}
