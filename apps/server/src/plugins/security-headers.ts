import type { FastifyInstance } from 'fastify';

const CSP_PARTS = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI (emotion) injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const CSP = CSP_PARTS.join('; ');

/**
 * The same policy with form-action widened to `urls` as well (the ACS URL a pending SAML sign-in posts
 * to). Each URL must already be checked to hold no whitespace, quote, comma or semicolon.
 */
export function cspWithFormActions(urls: readonly string[]): string {
  if (urls.length === 0) return CSP;
  return CSP_PARTS.map((part) => (part === "form-action 'self'" ? `${part} ${urls.join(' ')}` : part)).join(
    '; ',
  );
}

/**
 * Security headers on every answer, computed once (a per-request middleware such as helmet cost half the
 * throughput of /healthz). Framing is forbidden twice over — CSP frame-ancestors and X-Frame-Options —
 * and the web app's kill-switch (SPEC §2) is the third line.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers: Record<string, string> = {
    'content-security-policy': CSP,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=()',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
