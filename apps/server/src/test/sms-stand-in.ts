// A stand-in SMS web service for the tests of the `http` SMS provider: records what it is sent and
// answers `status` (200 until a test changes it).
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The running stand-in: its address, what it was sent, and the status it answers. */
export type SmsStandIn = {
  url: string;
  seen: { headers: http.IncomingHttpHeaders; body: unknown }[];
  status: number;
  close(): Promise<void>;
};

/** Starts the stand-in on a free port of 127.0.0.1 (allow that host with OUTBOUND_ALLOW_HOSTS). */
export async function startSmsStandIn(): Promise<SmsStandIn> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      standIn.seen.push({ headers: request.headers, body: JSON.parse(body) as unknown });
      response.writeHead(standIn.status, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const standIn: SmsStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/send/bulk`,
    seen: [],
    status: 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
