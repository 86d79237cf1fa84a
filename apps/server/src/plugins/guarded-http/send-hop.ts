import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { outboundMessages } from '../../messages/index.js';
import { isForbiddenAddress, isLocalName } from './address-policy.js';
import { guardedLookup } from './guarded-lookup.js';
import { ForbiddenAddressError, forbidden, OutboundError, outboundErrorOf } from './outbound-error.js';
import { isAllowedHost, type OutboundPolicy } from './outbound-policy.js';
import type { Hop } from './outbound-request.js';

/** A hop's answer with its headers read and its body still on the wire. */
export type OpenHop = { request: ClientRequest; response: IncomingMessage };

function failureOf(err: unknown, hostname: string, signal: AbortSignal): OutboundError {
  if (signal.aborted && !(err instanceof OutboundError || err instanceof ForbiddenAddressError))
    return new OutboundError('outbound_timeout', outboundMessages.timeout, { hostname });
  return outboundErrorOf(err, hostname);
}

/**
 * Sends one hop and resolves once its status and headers arrive. An IP literal is checked here, since
 * node:net connects to one without a lookup; a name is checked by guardedLookup as the socket connects.
 * No agent is shared (every hop has its own connection, closed after it) and no proxy is used, whatever
 * the environment holds.
 */
export function openHop(hop: Hop, policy: OutboundPolicy, signal: AbortSignal): Promise<OpenHop> {
  const { url } = hop;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const isLiteral = isIP(host) !== 0;
  if (!isAllowedHost(policy, url.hostname) && (isLiteral ? isForbiddenAddress(host) : isLocalName(host)))
    return Promise.reject(forbidden({ hostname: url.hostname }));
  const headers: Record<string, string> = {
    ...hop.headers,
    'accept-encoding': 'identity',
    connection: 'close',
  };
  if (hop.body) headers['content-length'] = String(hop.body.length);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: host,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: hop.method,
      headers,
      agent: false,
      lookup: guardedLookup(policy),
      signal,
    });
    request.on('error', (err) => reject(failureOf(err, url.hostname, signal)));
    request.on('response', (response) => resolve({ request, response }));
    request.end(hop.body);
  });
}

/** Closes a hop whose body is not wanted (a redirect's), connection and all. */
export function discardHop({ request, response }: OpenHop): void {
  response.on('error', () => undefined);
  response.destroy();
  request.destroy();
}

/**
 * Reads a hop's body, counting bytes as they arrive: past `maxBytes` (or a Content-Length above it)
 * the connection is closed, so at most one chunk beyond what is kept ever arrives.
 */
export function readBody(open: OpenHop, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const { request, response } = open;
  const hostname = request.host;
  return new Promise((resolve, reject) => {
    const onAbort = () => fail(failureOf(signal.reason, hostname, signal));
    const fail = (error: OutboundError): void => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
      discardHop(open);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const tooLarge = () =>
      new OutboundError('outbound_too_large', outboundMessages.responseTooLarge, { hostname });
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) return fail(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    });
    response.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks, size));
    });
    response.on('error', (err) => fail(failureOf(err, hostname, signal)));
    response.on('close', () => {
      if (!response.complete) fail(failureOf(new Error('connection closed mid-body'), hostname, signal));
    });
  });
}
