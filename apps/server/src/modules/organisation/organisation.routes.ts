import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionsBody,
  activeSessionsResponse,
  createdUserResponse,
  createUserBody,
  envelope,
  idParams,
  resetPasswordResponse,
  ROLE_ADMIN,
  unionRolesResponse,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { stripServerFields } from '../../plugins/resources/resource-routes.js';
import { destroySessionByPublicId, listUserSessions } from '../../plugins/session-store.js';
import { messages } from '../../messages.js';
import { insertSecurityStampLog } from '../identity/identity.repository.js';
import { unlockSignIn } from '../identity/sign-in-limits.service.js';
import { unionUnitRoles } from './organisation.repository.js';
import { createUser, resetUserPassword } from './organisation.service.js';
import { toJson } from '../../plugins/resources/to-json.js';
import { ok } from '../../plugins/envelope.js';
import { registerImportRoutes } from './import/import.routes.js';

const adminOnly = requireRoles([ROLE_ADMIN]);

/** Organisation routes beyond the resource convention: creating users, resets, sign-in unlocks, sessions, union roles, imports. */
export function registerOrganisationRoutes(parent: FastifyInstance, db: Db): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/unit/union-roles',
    { preValidation: requireRoles(['*']), schema: { response: { 200: envelope(unionRolesResponse) } } },
    async () => ok({ list: await unionUnitRoles(db) }),
  );

  app.post(
    '/user',
    {
      preValidation: [adminOnly, stripServerFields],
      schema: { body: createUserBody, response: { 200: envelope(createdUserResponse) } },
    },
    async (request) => {
      const { row, temporaryPassword } = await createUser(
        db,
        { user: userOf(request), requestId: request.id },
        request.body,
      );
      return ok({ user: toJson(row) as never, temporaryPassword }, messages.userCreated);
    },
  );

  app.post(
    '/user/:id/reset-password',
    {
      preValidation: adminOnly,
      schema: { params: idParams, response: { 200: envelope(resetPasswordResponse) } },
    },
    async (request) => {
      const actor = userOf(request);
      const temporaryPassword = await resetUserPassword(db, actor.id, request.params.id);
      await insertSecurityStampLog(db, request.params.id, 'password_reset_by_admin', actor.id);
      return ok({ temporaryPassword }, messages.passwordReset);
    },
  );

  app.post(
    '/user/:id/unlock-sign-in',
    { preValidation: adminOnly, schema: { params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await unlockSignIn(db, request.params.id);
      return ok(null, messages.signInUnlocked);
    },
  );

  app.post(
    '/user/:id/sessions',
    {
      preValidation: adminOnly,
      schema: {
        params: idParams,
        body: activeSessionsBody,
        response: { 200: envelope(activeSessionsResponse) },
      },
    },
    async (request) => {
      const { terminate } = request.body;
      if (terminate && !(await destroySessionByPublicId(db, request.params.id, terminate))) {
        throw new AppError('not_found', messages.sessionNotFound);
      }
      const list = await listUserSessions(db, request.params.id, null);
      return ok({ list }, terminate ? messages.saved : null);
    },
  );

  registerImportRoutes(parent, db);
}
