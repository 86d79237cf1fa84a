import { validateHeaderName, validateHeaderValue } from 'node:http';
import { outboundMessages } from '../../messages/index.js';
import { forbidden, OutboundError } from './outbound-error.js';

/** The methods a function may send. */
export type OutboundMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One outgoing request as a function's fetch or curl describes it. */
export type OutboundRequest = {
  url: string;
  method: OutboundMethod;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** How many redirects to follow; 0 (the default) refuses any, and the policy caps it. */
  followRedirects?: number;
  /** Lower than the policy's to give up sooner; never higher. */
  timeoutMs?: number;
  /** Lower than the policy's to accept less; never higher. */
  maxBytes?: number;
};

/** One hop of a request: the checked URL and what is sent to it. */
export type Hop = {
  url: URL;
  method: OutboundMethod;
  headers: Record<string, string>;
  body: Buffer | undefined;
};

// Headers the client manages itself: framing, the connection, the encoding it can count, and proxies.
const MANAGED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'accept-encoding',
  'proxy-authorization',
  'proxy-connection',
]);

// Credentials that must not follow a redirect to another origin.
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** Parses `href` and refuses what no hop may be: another scheme than http(s), or credentials in the URL. */
export function checkedUrl(href: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    throw new OutboundError('outbound_invalid', outboundMessages.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw forbidden({ scheme: url.protocol }, outboundMessages.badScheme);
  if (url.username !== '' || url.password !== '') throw forbidden({}, outboundMessages.credentialsInUrl);
  return url;
}

/** The caller's headers, lower-cased and checked, without those the client sets itself. */
export function cleanHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (MANAGED_HEADERS.has(key)) continue;
    try {
      validateHeaderName(key);
      validateHeaderValue(key, value);
    } catch {
      throw new OutboundError('outbound_invalid', outboundMessages.badHeaders);
    }
    clean[key] = value;
  }
  return clean;
}

/**
 * The hop a redirect leads to: the Location resolved against the current URL and checked again (its
 * address is checked when the next hop connects); 303, and 301/302 after a POST, continue as a GET
 * without the body; credentials stay behind when the origin changes.
 */
export function redirectHop(hop: Hop, status: number, location: string): Hop {
  const url = checkedUrl(location, hop.url);
  const asGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  const headers = { ...hop.headers };
  if (asGet) delete headers['content-type'];
  if (url.origin !== hop.url.origin) for (const name of ORIGIN_BOUND_HEADERS) delete headers[name];
  return asGet ? { url, method: 'GET', headers, body: undefined } : { ...hop, url, headers };
}
