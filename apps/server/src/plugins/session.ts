import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import {
  resolveSession,
  SESSION_COOKIE,
  SESSION_LIFETIME_SECONDS,
  type SessionCache,
  type SessionInfo,
} from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session, also while two-factor sign-in is pending; null without one. */
    session: SessionInfo | null;
    /** The fully signed-in user (two-factor done), or null. Permission checks read this. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route serves a session whose two-factor step is still pending (profile, verify-2fa, logout). */
    allowPendingTwoFactor?: boolean;
    /** The route serves a user who must change a deprecated password first. */
    allowDeprecatedPassword?: boolean;
  }
}

/**
 * A readable, non-secret cookie that only says "this browser holds a session": the web app asks for the
 * profile when it is present and skips that request (and its 401) for visitors. The session cookie stays
 * the only authority; a hint without a live session is removed by the next API answer.
 */
export const SIGNED_IN_HINT_COOKIE = 'darvazeh_signed_in';

/**
 * Resolves the session cookie of every request in this scope to `request.session` and `request.principal`,
 * through this instance's session cache (see `SessionCache`).
 */
export function registerSession(app: FastifyInstance, db: Db, cache?: SessionCache): void {
  app.decorateRequest('session', null);
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resolveSession(db, token, new Date(), cache) : null;
    request.session = session;
    if (!session && request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined) clearSignedInHint(reply);
    const pendingAllowed = request.routeOptions.config.allowPendingTwoFactor === true;
    request.principal = session && (!session.twoFactorPending || pendingAllowed) ? session.principal : null;
  });
}

/** Sets the session cookie for a freshly created session. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_LIFETIME_SECONDS,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

function clearSignedInHint(reply: FastifyReply): void {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** Removes the session cookie (and the signed-in hint) from the browser. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  clearSignedInHint(reply);
}
