import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, profile } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { getProfile } from './identity.service.js';

/** The account routes of SPEC §7 (sign-in itself arrives with the identity issue). */
export function registerIdentityRoutes(parent: FastifyInstance, db: Db): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/account/profile',
    { preValidation: requireRoles(['*']), schema: { response: { 200: envelope(profile) } } },
    async (request) => ({ success: true, message: null, data: await getProfile(db, userOf(request).id) }),
  );
}
