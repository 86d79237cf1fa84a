import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local port nothing listens on now: for a server whose own address must be known before it starts
 * (PORT and PUBLIC_ORIGIN, which the OpenID Connect issuer is made of). The server tests and the e2e
 * journeys share it.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
