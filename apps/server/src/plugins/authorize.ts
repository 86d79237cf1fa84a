import type { FastifyRequest } from 'fastify';
import { hasRoles, type Principal, type RoleRule } from '@darvazeh/shared';
import { AppError } from './errors.js';
import { messages } from '../messages.js';

/** Throws 401 for anonymous callers and 403 for users matching none of `rules`; returns the user. */
export function authorize(request: FastifyRequest, rules: readonly RoleRule[]): Principal {
  const user = request.principal;
  if (!user) throw new AppError('unauthorized', messages.unauthenticated);
  if (!hasRoles(user, rules)) throw new AppError('forbidden', messages.forbidden);
  return user;
}

/** A preValidation hook enforcing `rules`, so 401 and 403 come before any 400 about the body. */
export function requireRoles(rules: readonly RoleRule[]) {
  return async (request: FastifyRequest): Promise<void> => {
    authorize(request, rules);
  };
}

/** The signed-in user of a request that passed `requireRoles`. */
export function userOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized', messages.unauthenticated);
  return request.principal;
}
