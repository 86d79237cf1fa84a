// The one HTTP client of the web app (SPEC §7): same-origin /api/v1 with the session cookie and the
// XSRF cookie repeated in a header (http.ts); api-interceptors.ts adds loading, locks, dates and toasts.
import { urlOf, type Answer, type CallInput, type Envelope, type EndpointSpec } from '@darvazeh/shared';
import { failureText } from './api-notices';
import { intercept, type ApiCall } from './api-interceptors';
import { ApiHttpError, sendRequest, type HttpMethod, type HttpResponse } from './http';
import { sendWithProgress, type UploadProgress } from './http-upload';

/** Where the JSON API lives, on the page's own origin. */
export const API_BASE_URL = '/api/v1';

/** Rejects a 2xx answer whose envelope says `success: false`, so queries treat it as an error (its toast is already shown). */
export class ApiFailureError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(failureText(envelope));
    this.name = 'ApiFailureError';
  }
}

/** The HTTP status of a failed call; undefined when no answer arrived (or the error is not a call's). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiHttpError ? error.status : undefined;
}

/** Per-call options: query, headers, abort signal, `lockKey`, `silent`, `quiet`, and upload progress. */
export type ApiCallOptions = Pick<
  ApiCall,
  'params' | 'headers' | 'signal' | 'lockKey' | 'silent' | 'quiet'
> & {
  /** Sends the call on XMLHttpRequest and reports how much of its body (a file) has been sent. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

function request<T>(
  call: Pick<ApiCall, 'method' | 'url' | 'body' | 'responseType'>,
  { onUploadProgress, ...options }: ApiCallOptions = {},
): Promise<HttpResponse<T>> {
  return intercept<ApiCall, T>({ ...options, ...call, baseUrl: API_BASE_URL }, (outgoing) =>
    onUploadProgress ? sendWithProgress<T>(outgoing, onUploadProgress) : sendRequest<T>(outgoing),
  );
}

async function send<T>(method: HttpMethod, url: string, body: unknown, options?: ApiCallOptions) {
  const { data: envelope } = await request<Envelope<T>>({ method, url, body }, options);
  if (envelope !== null && typeof envelope === 'object' && envelope.success === false) {
    throw new ApiFailureError(envelope);
  }
  return envelope;
}

/** Typed calls; each resolves to the answer's envelope `{ success, message, data }`. */
export interface Api {
  get<T>(url: string, options?: ApiCallOptions): Promise<Envelope<T>>;
  post<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<Envelope<T>>;
  put<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<Envelope<T>>;
  delete<T>(url: string, options?: ApiCallOptions): Promise<Envelope<T>>;
}

/** The app's typed API helper. */
export const api: Api = {
  get: (url, options) => send('GET', url, undefined, options),
  post: (url, body, options) => send('POST', url, body, options),
  put: (url, body, options) => send('PUT', url, body, options),
  delete: (url, options) => send('DELETE', url, undefined, options),
};

/** POSTs `body` and resolves to the file the server answers (an export), through the same hooks. */
export async function postForBlob(url: string, body: unknown, options?: ApiCallOptions): Promise<Blob> {
  const { data } = await request<Blob>({ method: 'POST', url, body, responseType: 'blob' }, options);
  return data;
}

/** Options of one declared call: `lock` refuses a second identical call while the first is in flight. */
export type CallOptions = Omit<ApiCallOptions, 'lockKey' | 'params'> & { lock?: boolean };

/** The arguments after the endpoint: its input (optional when it declares none) and the options. */
export type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

type LooseInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function prepared(endpoint: EndpointSpec, input: unknown, options: CallOptions = {}) {
  const { params, query, body } = (input ?? {}) as LooseInput;
  const url = urlOf(endpoint, params);
  const { lock, ...rest } = options;
  return {
    call: { method: endpoint.method, url, body },
    options: { ...rest, params: query, lockKey: lock ? `${endpoint.method} ${url}` : undefined },
  };
}

/**
 * Calls a declared endpoint (`@darvazeh/shared` api/) and resolves to its envelope, typed by the
 * endpoint's schemas: the one way the app talks to the API.
 */
export async function call<E extends EndpointSpec>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Envelope<Answer<E>>> {
  const prep = prepared(endpoint, input, options);
  return send<Answer<E>>(prep.call.method, prep.call.url, prep.call.body, prep.options);
}

/** Calls a declared endpoint that answers a file (an export) and resolves to the file. */
export async function callForFile<E extends EndpointSpec & { kind: 'file' }>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Blob> {
  const prep = prepared(endpoint, input, options);
  const { data } = await request<Blob>({ ...prep.call, responseType: 'blob' }, prep.options);
  return data;
}

/** The address of a declared GET endpoint, for a link or an image (downloads, templates, the signature). */
export function urlFor<E extends EndpointSpec & { method: 'GET' }>(
  endpoint: E,
  ...[input]: CallArgs<E>
): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return `${API_BASE_URL}/${urlOf(endpoint, params, query)}`;
}

export { describeFailure, describeSuccess, failureText } from './api-notices';
export type { ApiNotice, FailureInput } from './api-notices';
export { ApiAbortedError, ApiHttpError, ApiNetworkError } from './http';
export type { UploadProgress } from './http-upload';
export { ApiLockedError } from './loading-store';
