import { accountApi } from '@darvazeh/shared';
import { sessionOf } from '../../plugins/authorize.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { IdentityContext } from './identity.context.js';
import { callerOf } from './identity.service.js';
import { canChangeDirectly, changePassword, changePasswordDirectly } from './password.service.js';
import { forgetPassword, resetPassword } from './password-reset.service.js';
import { identityMessages } from '../../messages/index.js';

/** Changing, replacing and resetting passwords (SPEC §5, §7). */
export function passwordRoutes(ctx: IdentityContext): BoundEndpoint[] {
  const { db } = ctx;
  return [
    bind(accountApi.changePassword, async ({ body, request }) => {
      await changePassword(db, sessionOf(request), body.oldPassword, body.newPassword);
      return ok(null, identityMessages.passwordChanged);
    }),

    bind(accountApi.canChangePasswordDirectly, async ({ request }) =>
      ok({ canChange: await canChangeDirectly(db, sessionOf(request)) }),
    ),

    bind(accountApi.changePasswordDirectly, async ({ body, request }) => {
      await changePasswordDirectly(db, sessionOf(request), body.newPassword);
      return ok(null, identityMessages.passwordChanged);
    }),

    bind(accountApi.forgetPassword, async ({ body, request }) => {
      await forgetPassword(ctx, body, callerOf(request), request.log);
      return ok(null, identityMessages.resetCodeSent);
    }),

    bind(accountApi.newPassword, async ({ body, request }) => {
      await resetPassword(ctx, body, callerOf(request));
      return ok(null, identityMessages.passwordChanged);
    }),
  ];
}
