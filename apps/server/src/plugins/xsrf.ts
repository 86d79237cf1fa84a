import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { commonMessages } from '../messages/index.js';

/** Readable cookie the web client copies into the X-XSRF-TOKEN header (SPEC §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (sign-out): it needs the header like a write (shared `needsXsrf`). */
    xsrf?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection: every answer to a client without the cookie sets one, and every
 * non-GET request — and a GET whose route changes state (`config.xsrf`, the sign-out) — must repeat the
 * cookie's value in the header, or it is refused with 403. Another site can make a browser send the
 * cookies, never read one to write the header.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: options.secure,
      });
    }
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.xsrf !== true) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('forbidden', commonMessages.xsrf);
    }
  });
}
