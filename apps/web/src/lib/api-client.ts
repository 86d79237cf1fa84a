// The one HTTP client of the web app (SPEC §7): same-origin /api/v1 with the session cookie and the
// XSRF cookie repeated in a header; api-interceptors.ts adds loading, locks, dates and toasts.
import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@darvazeh/shared';
import { failureText } from './api-notices';
import { installInterceptors } from './api-interceptors';

/** Where the JSON API lives, on the page's own origin. */
export const API_BASE_URL = '/api/v1';

// The XSRF token goes only to our own origin: `withXSRFToken: true` would also hand it to any
// absolute URL a caller passes, which is the leak the cookie-to-header pattern must avoid.
function isSameOrigin(config: InternalAxiosRequestConfig): boolean {
  try {
    return new URL(config.url ?? '', document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Builds an axios instance with the SPEC §7 contract and the SPEC §8 toasts. */
export function createApiClient(baseURL: string = API_BASE_URL): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    withXSRFToken: isSameOrigin,
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  installInterceptors(client);
  return client;
}

/** The app's axios instance. */
export const apiClient = createApiClient();

/** Rejects a 2xx answer whose envelope says `success: false`, so queries treat it as an error (its toast is already shown). */
export class ApiFailureError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(failureText(envelope));
    this.name = 'ApiFailureError';
  }
}

/** The HTTP status of a failed call; undefined when no answer arrived (or the error is not a call's). */
export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** Per-call options: axios's, plus `lockKey`, `silent` and `quiet`. */
export type ApiCallOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'>;

/** Typed calls; each resolves to the answer's envelope `{ success, message, data }`. */
export interface Api {
  get<T>(url: string, options?: ApiCallOptions): Promise<Envelope<T>>;
  post<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<Envelope<T>>;
  put<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<Envelope<T>>;
  delete<T>(url: string, options?: ApiCallOptions): Promise<Envelope<T>>;
}

/** Wraps an axios instance in the typed `Api` helper. */
export function createApi(client: AxiosInstance): Api {
  async function call<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
    const { data: envelope } = await client.request<Envelope<T>>(config);
    if (envelope !== null && typeof envelope === 'object' && envelope.success === false) {
      throw new ApiFailureError(envelope);
    }
    return envelope;
  }
  return {
    get: (url, options) => call({ ...options, method: 'GET', url }),
    post: (url, body, options) => call({ ...options, method: 'POST', url, data: body }),
    put: (url, body, options) => call({ ...options, method: 'PUT', url, data: body }),
    delete: (url, options) => call({ ...options, method: 'DELETE', url }),
  };
}

/** The app's typed API helper. */
export const api = createApi(apiClient);

export { describeFailure, describeSuccess, failureText } from './api-notices';
export type { ApiNotice, FailureInput } from './api-notices';
export { ApiLockedError } from './loading-store';
