import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ROLE_ADMIN, ROLE_EMPLOYEE, systemCollectionList } from '@darvazeh/shared';
import { requireRoles } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { SYSTEM_COLLECTIONS } from './system-collections.js';

/** `GET datacollection/system` (Admin, Employee): the read-only system collections and their fields. */
export function registerCollectionRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/datacollection/system',
    {
      preValidation: requireRoles([ROLE_ADMIN, ROLE_EMPLOYEE]),
      schema: { response: { 200: envelope(systemCollectionList) } },
    },
    async () => ok({ list: [...SYSTEM_COLLECTIONS] }),
  );
}
