import type { FastifyInstance } from 'fastify';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { resolveSession, SESSION_COOKIE } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    principal: Principal | null;
  }
}

/** Resolves the session cookie of every request in this scope to `request.principal`. */
export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.principal = token ? await resolveSession(db, token) : null;
  });
}
