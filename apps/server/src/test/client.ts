import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../plugins/session-store.js';
import { XSRF_COOKIE } from '../plugins/xsrf.js';
import { multipart } from './upload-fixtures.js';

const XSRF = 'test-xsrf-token';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a file goes in a multipart body: its name, the type the browser claims, the form field. */
export type FilePart = { name?: string; mime?: string; field?: string };

/** Calls the real app in-process as one client: its cookies, and the XSRF header a browser would send. */
export type Client = {
  request(
    method: Method,
    url: string,
    body?: unknown,
    extra?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** POSTs `content` as the one file of a multipart body, as a browser's FormData would. */
  postFile(url: string, content: Buffer, part?: FilePart): Promise<LightMyRequestResponse>;
};

/** A client of `app` signed in with the session `token`, or a visitor when it is null. */
export function testClient(app: FastifyInstance, token: string | null): Client {
  const request: Client['request'] = (method, url, body, extra = {}) => {
    const cookies: Record<string, string> = { [XSRF_COOKIE]: XSRF };
    if (token) cookies[SESSION_COOKIE] = token;
    return app.inject({
      method,
      url,
      cookies,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
      headers: { 'x-xsrf-token': XSRF, ...(extra.headers ?? {}) },
    });
  };
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body ?? {}),
    put: (url, body) => request('PUT', url, body ?? {}),
    delete: (url) => request('DELETE', url),
    postFile: (url, content, { name = 'file', mime, field } = {}) => {
      const { payload, headers } = multipart(name, content, mime, field);
      return request('POST', url, payload, { headers });
    },
  };
}
