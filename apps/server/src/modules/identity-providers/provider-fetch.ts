// openid-client's HTTP goes through our guarded client (ARCHITECTURE §5): openid-client v6 takes a
// Fetch-API-shaped function as `config[client.customFetch]` (and as the same key in discovery's options);
// this one sends the request with guardedFetch (address checks at connect time, no redirects, time and
// size caps) and hands back a standard Response.
import type { CustomFetch } from 'openid-client';
import { guardedFetch } from '../../plugins/guarded-http/guarded-fetch.js';
import type { OutboundMethod } from '../../plugins/guarded-http/outbound-request.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';

// Statuses a Response may not carry a body with.
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A request body as bytes and its content type (a FormData is encoded as multipart, as fetch would). */
async function encodeBody(
  body: unknown,
): Promise<{ bytes: Buffer | string | undefined; contentType: string | null }> {
  if (body === undefined || body === null) return { bytes: undefined, contentType: null };
  if (typeof body === 'string') return { bytes: body, contentType: null };
  if (body instanceof URLSearchParams) return { bytes: body.toString(), contentType: null };
  // FormData, Blob, ArrayBuffer and typed arrays: let the platform encode them, no network involved.
  const encoded = new Request('http://encode.invalid/', {
    method: 'POST',
    body: body as RequestInit['body'],
  });
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type'),
  };
}

/** Turns Node's response headers into a Headers object. */
function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A customFetch for openid-client that sends every request through `guardedFetch` under `policy`;
 * `rewrite` may change a request first (the science ministry wants its token request as multipart).
 */
export function guardedCustomFetch(
  policy: OutboundPolicy,
  rewrite?: (url: string, body: unknown) => unknown,
): CustomFetch {
  return async (url, options) => {
    if (!METHODS.has(options.method)) throw new TypeError(`method ${options.method} is not sent`);
    const { bytes, contentType } = await encodeBody(rewrite ? rewrite(url, options.body) : options.body);
    const headers: Record<string, string> = { ...options.headers };
    if (contentType) {
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'content-type') delete headers[name];
      headers['content-type'] = contentType;
    }
    const answer = await guardedFetch(
      { url, method: options.method as OutboundMethod, headers, body: bytes },
      policy,
    );
    return new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: headersOf(answer.headers),
    });
  };
}

/** Re-encodes a form-encoded body as multipart/form-data (the same fields), leaving other bodies alone. */
export function asMultipart(body: unknown): unknown {
  if (!(body instanceof URLSearchParams)) return body;
  const form = new FormData();
  for (const [name, value] of body) form.append(name, value);
  return form;
}
