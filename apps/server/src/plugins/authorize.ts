import type { FastifyRequest } from 'fastify';
import { hasRoles, type Principal, type RoleRule } from '@darvazeh/shared';
import { AppError } from './errors.js';
import { commonMessages, identityMessages } from '../messages/index.js';

/**
 * Throws 401 for anonymous callers (and sessions still waiting for two-factor), 403 for a user who must
 * first change a deprecated password, and 403 for users matching none of `rules`; returns the user.
 */
export function authorize(request: FastifyRequest, rules: readonly RoleRule[]): Principal {
  const user = request.principal;
  if (!user) {
    throw new AppError(
      'unauthorized',
      request.session?.twoFactorPending ? identityMessages.twoFactorRequired : commonMessages.unauthenticated,
    );
  }
  if (request.session?.passwordDeprecated && request.routeOptions.config.allowDeprecatedPassword !== true) {
    throw new AppError('forbidden', identityMessages.passwordMustChange);
  }
  if (!hasRoles(user, rules)) throw new AppError('forbidden', commonMessages.forbidden);
  return user;
}

/** A preValidation hook for routes that only need a session, also one whose two-factor step is pending. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new AppError('unauthorized', commonMessages.unauthenticated);
}

/** The session of a request that passed `requireSession` or an access rule. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw new AppError('unauthorized', commonMessages.unauthenticated);
  return request.session;
}
