// The web app's HTTP transport (SPEC §7) on the browser's fetch: builds the URL and its query, sends
// the cookies, and repeats the XSRF cookie in a header for our own origin only; a plain object goes as
// JSON, the answer comes back parsed. A status outside 200–299 rejects with ApiHttpError, a call that
// got no answer with ApiNetworkError, an aborted one with ApiAbortedError. http-upload.ts sends the
// same requests on XMLHttpRequest when upload progress is wanted. No timeout: a call waits for its answer.
import { failureText } from './api-notices';
import { readCookie } from './cookies';
import { noticeMessages } from './messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query parameters: undefined and null are left out, an array repeats its key, an object goes as JSON. */
export type QueryParams = Record<string, unknown>;

/** One request. */
export interface HttpRequest {
  method: HttpMethod;
  /** Relative to `baseUrl` (with or without a leading slash), or absolute. */
  url: string;
  baseUrl: string;
  params?: QueryParams;
  /** FormData, Blob, URLSearchParams, binary data and strings go as they are; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' answers a successful call's body as a file (a failure's body is still parsed). */
  responseType?: 'json' | 'blob';
}

/** A successful answer: its status and its body (JSON when it parses, else the text). */
export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
}

/** A request ready for a transport. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | undefined;
}

/** The server answered with a status outside 200–299; `data` is its parsed body. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly method: HttpMethod,
    readonly url: string,
  ) {
    super(failureText(data));
    this.name = 'ApiHttpError';
  }
}

/** No answer arrived: offline, refused, or the connection dropped (SPEC §8 "request was not sent"). */
export class ApiNetworkError extends Error {
  constructor(options?: { cause: unknown }) {
    super(noticeMessages.errors.requestNotSent, options);
    this.name = 'ApiNetworkError';
  }
}

/** The caller aborted the call: nobody's failure. */
export class ApiAbortedError extends Error {
  constructor() {
    super('The request was aborted.');
    this.name = 'ApiAbortedError';
  }
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:)?\/\//i;

function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return value instanceof Date ? value.toISOString() : JSON.stringify(value);
}

function joinUrl(baseUrl: string, url: string): string {
  if (url === '') return baseUrl;
  if (ABSOLUTE_URL.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The absolute URL of a request: `url` under `baseUrl` unless absolute, on the page's origin, with `params`. */
export function requestUrl(baseUrl: string, url: string, params: QueryParams = {}): URL {
  const target = new URL(joinUrl(baseUrl, url), document.baseURI);
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) target.searchParams.append(key, paramText(item));
    }
  }
  return target;
}

function isRawBody(body: unknown): body is XMLHttpRequestBodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/**
 * The URL, headers and body a transport sends: `Accept: application/json`, JSON bodies with their
 * content type (FormData gets its multipart boundary from the browser), the caller's headers, and the
 * XSRF cookie in X-XSRF-TOKEN only when the URL is on the page's own origin.
 */
export function prepareRequest(request: HttpRequest): PreparedRequest {
  const target = requestUrl(request.baseUrl, request.url, request.params);
  const { body } = request;
  const json = body !== undefined && body !== null && !isRawBody(body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...request.headers,
  };
  const token = readCookie(XSRF_COOKIE);
  if (token !== undefined && target.origin === window.location.origin) headers[XSRF_HEADER] = token;
  return {
    method: request.method,
    url: target.href,
    headers,
    body: body === undefined || body === null ? undefined : json ? JSON.stringify(body) : body,
  };
}

/** An answer's text as JSON when it parses, else the text itself (an empty answer stays ''). */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer of a finished call, or ApiHttpError when its status is outside 200–299. */
export function settleAnswer<T>(request: PreparedRequest, status: number, data: unknown): HttpResponse<T> {
  if (status < 200 || status > 299) throw new ApiHttpError(status, data, request.method, request.url);
  return { status, data: data as T };
}

/** Sends a request with fetch, cookies included. */
export async function sendRequest<T>(request: HttpRequest): Promise<HttpResponse<T>> {
  const prepared = prepareRequest(request);
  try {
    const response = await fetch(prepared.url, {
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.body,
      credentials: 'include',
      signal: request.signal,
    });
    const asFile = response.ok && request.responseType === 'blob';
    const data = asFile ? await response.blob() : parseAnswer(await response.text());
    return settleAnswer<T>(prepared, response.status, data);
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    throw request.signal?.aborted ? new ApiAbortedError() : new ApiNetworkError({ cause: error });
  }
}
