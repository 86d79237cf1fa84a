import { unitApi, userApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { toJson } from '../../plugins/resources/to-json.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { unlockSignIn } from '../identity/sign-in-limits.service.js';
import { importRoutes } from './import/import.routes.js';
import { createUser, resetPasswordByAdmin, sessionsOfUser, unionRoles } from './organisation.service.js';
import { defaultUsersUnitRoleResource, unitResource, unitRoleResource } from './unit.resource.js';
import { unitResponsibilityLogResource, unitResponsibilityResource } from './unitresponsibility.resource.js';
import { unitTypeResource } from './unittype.resource.js';
import { roleResource, userResource } from './user.resource.js';
import { commonMessages, orgMessages } from '../../messages/index.js';

/**
 * Organisation (SPEC §1, §3, §6): units (a tree), unit types, unit roles, responsibilities, roles and
 * users through the resource convention, plus creating users (a temporary password shown once), an
 * Admin's password reset and session list, the union of unit roles, and the Excel imports.
 */
export function organisationModule({ db }: ModuleContext): AppModule {
  return {
    name: 'organisation',
    resources: [
      unitTypeResource,
      unitRoleResource,
      unitResource,
      unitResponsibilityResource,
      defaultUsersUnitRoleResource,
      roleResource,
      userResource,
    ],
    readOnlyResources: [unitResponsibilityLogResource],
    endpoints: [
      bind(unitApi.unionRoles, async () => ok(await unionRoles(db))),
      bind(userApi.create, async ({ user, body, request }) => {
        const created = await createUser(db, { user, requestId: request.id }, body);
        return ok(
          { user: toJson(created.row) as never, temporaryPassword: created.temporaryPassword },
          orgMessages.userCreated,
        );
      }),
      bind(userApi.resetPassword, async ({ user, params }) =>
        ok(
          { temporaryPassword: await resetPasswordByAdmin(db, user.id, params.id) },
          orgMessages.passwordReset,
        ),
      ),
      bind(userApi.unlockSignIn, async ({ params }) => {
        await unlockSignIn(db, params.id);
        return ok(null, orgMessages.signInUnlocked);
      }),
      bind(userApi.sessions, async ({ params, body }) =>
        ok(await sessionsOfUser(db, params.id, body.terminate), body.terminate ? commonMessages.saved : null),
      ),
      ...importRoutes(db),
    ],
  };
}
