import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, requestCounter, ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import { requireRoles } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';

/**
 * Request routes. Only the counter exists so far (SPEC §6: fetched only for Employee or Admin); it
 * answers zeros until requests are built, and then counts the caller's received and sent requests.
 */
export function registerRequestRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/userrequest/counter',
    {
      preValidation: requireRoles([ROLE_ADMIN, ROLE_EMPLOYEE]),
      schema: { response: { 200: envelope(requestCounter) } },
    },
    () => Promise.resolve(ok({ recieved: 0, seneded: 0 })),
  );
}
