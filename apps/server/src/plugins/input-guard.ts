import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { messages } from '../messages.js';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const items: unknown[] = Array.isArray(value)
    ? value
    : [...Object.keys(value), ...Object.values(value as Record<string, unknown>)];
  return items.some((item) => hasNul(item, depth + 1));
}

/**
 * Refuses any request whose body, query or params carry a NUL character: PostgreSQL text cannot store
 * one, so it would surface as a 500 deep inside a query instead of a 400 at the boundary.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw new AppError('bad_request', messages.invalidCharacters);
    }
  });
}
