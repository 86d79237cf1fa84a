import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import {
  DEFAULT_OUTBOUND_POLICY,
  outboundPolicy,
  type OutboundPolicy,
  type Resolver,
} from './outbound-policy.js';

/** A request a test server received, as the echo route answers it. */
export type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/** Local servers on 127.0.0.1 (and ::1 when the host has IPv6) sharing one port, recording what reaches them. */
export type TestServers = {
  port: number;
  hasIPv6: boolean;
  connections: number;
  requests: Seen[];
  /** Server-side responses of /big that closed, and whether each had finished writing. */
  bigClosed: boolean[];
  close: () => Promise<void>;
};

const CHUNK = Buffer.alloc(64 * 1024, 'x');

function route(servers: TestServers, request: IncomingMessage, response: ServerResponse, body: string): void {
  const url = new URL(request.url ?? '/', 'http://test');
  servers.requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
  const to = url.searchParams.get('to');
  if (url.pathname === '/redirect' && to) {
    response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
  } else if (url.pathname.startsWith('/chain/')) {
    const left = Number(url.pathname.slice('/chain/'.length));
    if (left > 0) response.writeHead(302, { location: `/chain/${left - 1}` }).end();
    else response.end('end of chain');
  } else if (url.pathname === '/big') {
    if (url.searchParams.has('declared')) response.setHeader('content-length', 50 * 1024 * 1024);
    response.on('close', () => servers.bigClosed.push(response.writableFinished));
    const pump = (): void => {
      while (!response.destroyed && response.write(CHUNK));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
  } else if (url.pathname === '/slow') {
    if (url.searchParams.has('drip')) {
      response.writeHead(200);
      const timer = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(timer));
    }
  } else {
    response.writeHead(200, { 'content-type': 'application/json', 'x-test': 'yes' });
    response.end(JSON.stringify({ method: request.method, headers: request.headers, body }));
  }
}

async function listen(servers: TestServers, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => route(servers, request, response, Buffer.concat(parts).toString()));
  });
  server.on('connection', () => (servers.connections += 1));
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}

/** Starts the test servers; `close` ends every connection they hold. */
export async function startTestServers(): Promise<TestServers> {
  const started: http.Server[] = [];
  const servers: TestServers = {
    port: 0,
    hasIPv6: false,
    connections: 0,
    requests: [],
    bigClosed: [],
    close: async () => {
      for (const server of started) server.closeAllConnections();
      await Promise.all(started.map((server) => new Promise((done) => server.close(done))));
    },
  };
  const v4 = await listen(servers, '127.0.0.1', 0);
  started.push(v4);
  servers.port = (v4.address() as AddressInfo).port;
  try {
    started.push(await listen(servers, '::1', servers.port));
    servers.hasIPv6 = true;
  } catch {
    // No IPv6 loopback here: the IPv6 cases still must be refused, there is just nothing to reach.
  }
  return servers;
}

/**
 * Starts the test servers before a file's tests and closes them after; once the tests run, `servers` are
 * up and `base` and `other` are the origins of intranet.test and other.test on their port (allowedPolicy).
 */
export function testServersPerFile(): { servers: TestServers; base: string; other: string } {
  const started = { servers: undefined as unknown as TestServers, base: '', other: '' };
  beforeAll(async () => {
    started.servers = await startTestServers();
    started.base = `http://intranet.test:${started.servers.port}`;
    started.other = `http://other.test:${started.servers.port}`;
  });
  afterAll(() => started.servers.close());
  return started;
}

/** A resolver answering the given names from the table and every other name from the system. */
export function tableResolver(
  table: Record<string, string[]>,
  fallback: Resolver,
): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const answers = table[hostname];
    if (!answers) return fallback(hostname);
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

/**
 * The policy of the positive tests: an Admin allowed intranet.test and other.test (two origins, both the
 * local servers through the test resolver); everything else stays strict.
 */
export function allowedPolicy(): { policy: OutboundPolicy; resolve: Resolver & { calls: string[] } } {
  const resolve = tableResolver(
    { 'intranet.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] },
    DEFAULT_OUTBOUND_POLICY.resolve,
  );
  return { resolve, policy: outboundPolicy({ resolve, allowHosts: ['intranet.test', 'other.test'] }) };
}

/** The envelope-shaped refusal a test expects: the machine code, the Persian message and the status. */
export const refusal = (code: string, message: string, status: number) => ({
  details: { code },
  message,
  status,
});

/** What the echo route saw, from an answer's body. */
export const echoed = (body: Buffer) => JSON.parse(body.toString()) as Omit<Seen, 'path'>;
