// A real HTTP server for web tests, on 127.0.0.1 and a free port. The jsdom page is moved to the
// server's origin, so relative URLs (/api/v1, /conf.json) reach it as in production. jsdom's
// XMLHttpRequest keeps the origin the window was created with, so the server also answers CORS
// (with credentials) for that origin; a production server, being same-origin, needs none of it.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; may be async to keep a call in flight. */
export type TestHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

/** A running test server. */
export interface TestServer {
  origin: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

interface JsdomGlobal {
  jsdom: { reconfigure(options: { url: string }): void };
}

/** Writes a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The API's envelope around `data` for a success (SPEC §7). */
export const ok = (data: unknown) => ({ success: true, message: null, data });

/** The API's 404 answer to an address it does not know. */
export function sendNotFound(response: ServerResponse): void {
  sendJson(response, 404, { success: false, message: 'آدرس مورد نظر وجود ندارد.', data: null });
}

/** Starts a server and points the jsdom page at its origin. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const requestOrigin = incoming.headers.origin;
    if (requestOrigin) {
      response.setHeader('Access-Control-Allow-Origin', requestOrigin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
    if (incoming.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      response.setHeader(
        'Access-Control-Allow-Headers',
        incoming.headers['access-control-request-headers'] ?? '',
      );
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(handler(request, response)).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  // Node closes a connection idle for 5 s; fetch, keeping it for the next call, can send a POST on it at
  // that very moment (a busy machine stretches the gaps between calls past 5 s), and a POST whose
  // connection was closed under it is not retried: the call failed as «درخواست ارسال نشد.». The client
  // alone closes idle connections here (close() ends every one).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url: `${origin}/` });
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
