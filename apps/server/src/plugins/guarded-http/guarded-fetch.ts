import type { IncomingHttpHeaders } from 'node:http';
import { outboundMessages } from '../../messages/index.js';
import { OutboundError } from './outbound-error.js';
import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from './outbound-policy.js';
import { checkedUrl, cleanHeaders, redirectHop, type Hop, type OutboundRequest } from './outbound-request.js';
import { discardHop, openHop, readBody } from './send-hop.js';

/** What the destination answered, after any redirects followed. */
export type OutboundResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered (the last hop's). */
  url: string;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The smaller of what the request asks for and what the policy allows; a value that is no number is 0. */
function capped(asked: number | undefined, limit: number): number {
  if (asked === undefined) return limit;
  return Number.isNaN(asked) ? 0 : Math.floor(Math.max(0, Math.min(asked, limit)));
}

/**
 * Sends a function's outgoing HTTP request within `policy` (the one way the server calls other
 * servers; ARCHITECTURE §5): http and https only, no credentials in the URL, any port; every hop's
 * address checked as it connects (loopback, private, link-local, metadata and other special ranges
 * refused unless the policy allows the host by name); redirects only when asked, each hop checked
 * again; one deadline for the whole call; the response body counted and cut at its cap, never
 * decompressed. Throws OutboundError (an AppError; `data.code` says why, see OutboundFailure), whose
 * message never names the address a host resolved to.
 */
export async function guardedFetch(
  request: OutboundRequest,
  policy: OutboundPolicy = DEFAULT_OUTBOUND_POLICY,
): Promise<OutboundResponse> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body && body.length > policy.maxRequestBytes)
    throw new OutboundError('outbound_request_too_large', outboundMessages.requestTooLarge);
  let hop: Hop = {
    url: checkedUrl(request.url),
    method: request.method,
    headers: cleanHeaders(request.headers),
    body,
  };
  const redirects = capped(request.followRedirects ?? 0, policy.maxRedirects);
  const maxBytes = capped(request.maxBytes, policy.maxBytes);
  const signal = AbortSignal.timeout(capped(request.timeoutMs, policy.timeoutMs));
  for (let followed = 0; ; followed += 1) {
    const open = await openHop(hop, policy, signal);
    const status = open.response.statusCode ?? 0;
    const location = open.response.headers.location;
    if (!REDIRECT_STATUSES.has(status) || location === undefined) {
      const received = await readBody(open, maxBytes, signal);
      return { status, headers: open.response.headers, body: received, url: hop.url.href };
    }
    discardHop(open);
    if (redirects === 0)
      throw new OutboundError('outbound_redirect', outboundMessages.redirectRefused, { status });
    if (followed >= redirects)
      throw new OutboundError('outbound_redirect', outboundMessages.tooManyRedirects, { status });
    hop = redirectHop(hop, status, location);
  }
}
