import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canChangePasswordDirectlyResponse,
  changePasswordBody,
  changePasswordDirectlyBody,
  envelope,
  forgetPasswordBody,
  newPasswordBody,
} from '@darvazeh/shared';
import { requireRoles, sessionOf } from '../../plugins/authorize.js';
import { messages } from '../../messages.js';
import { callerOf } from './account.routes.js';
import type { IdentityContext } from './identity.context.js';
import { canChangeDirectly, changePassword, changePasswordDirectly } from './password.service.js';
import { forgetPassword, resetPassword, settleResetMail } from './password-reset.service.js';
import { ok } from '../../plugins/envelope.js';

// A user whose password is deprecated may still reach these, and nothing else.
const deprecatedOk = { allowDeprecatedPassword: true };
const signedIn = requireRoles(['*']);

/** Changing, replacing and resetting passwords (SPEC §5, §7). */
export function registerPasswordRoutes(parent: FastifyInstance, ctx: IdentityContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Reset mails go out after their answers; closing waits for them.
  app.addHook('onClose', settleResetMail);

  app.post(
    '/account/change-password',
    {
      config: deprecatedOk,
      preValidation: signedIn,
      schema: { body: changePasswordBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await changePassword(db, sessionOf(request), request.body.oldPassword, request.body.newPassword);
      return ok(null, messages.passwordChanged);
    },
  );

  app.post(
    '/account/can-change-password-directly',
    {
      config: deprecatedOk,
      preValidation: signedIn,
      schema: { response: { 200: envelope(canChangePasswordDirectlyResponse) } },
    },
    async (request) => ok({ canChange: await canChangeDirectly(db, sessionOf(request)) }),
  );

  app.post(
    '/account/change-password-directly',
    {
      config: deprecatedOk,
      preValidation: signedIn,
      schema: { body: changePasswordDirectlyBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await changePasswordDirectly(db, sessionOf(request), request.body.newPassword);
      return ok(null, messages.passwordChanged);
    },
  );

  app.post(
    '/account/forget-password',
    { schema: { body: forgetPasswordBody, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await forgetPassword(ctx, request.body, callerOf(request), request.log);
      return ok(null, messages.resetCodeSent);
    },
  );

  app.post(
    '/account/new-password',
    { schema: { body: newPasswordBody, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await resetPassword(ctx, request.body, callerOf(request));
      return ok(null, messages.passwordChanged);
    },
  );
}
