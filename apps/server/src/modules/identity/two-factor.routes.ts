import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  signatureBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from '@darvazeh/shared';
import { requireRoles, sessionOf, userOf } from '../../plugins/authorize.js';
import { messages } from '../../messages.js';
import type { IdentityContext } from './identity.context.js';
import { readSignature, removeSignature, saveSignature } from './identity.service.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service.js';
import { ok } from '../../plugins/envelope.js';

const signedIn = requireRoles(['*']);

/** Two-factor enrolment and the signature: what the profile page manages. */
export function registerTwoFactorAndSignatureRoutes(parent: FastifyInstance, ctx: IdentityContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/account/two-factor/setup',
    { preValidation: signedIn, schema: { response: { 200: envelope(twoFactorSetupResponse) } } },
    async (request) => ok(await setupTwoFactor(db, userOf(request).id)),
  );

  app.post(
    '/account/two-factor/enable',
    {
      preValidation: signedIn,
      schema: { body: twoFactorEnableBody, response: { 200: envelope(twoFactorEnableResponse) } },
    },
    async (request) =>
      ok(
        { recoveryCodes: await enableTwoFactor(db, sessionOf(request), request.body.code) },
        messages.twoFactorEnabled,
      ),
  );

  app.post(
    '/account/two-factor/disable',
    {
      preValidation: signedIn,
      schema: { body: twoFactorDisableBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await disableTwoFactor(db, userOf(request).id, request.body.password);
      return ok(null, messages.twoFactorDisabled);
    },
  );

  app.put(
    '/account/signature',
    {
      bodyLimit: 512 * 1024,
      preValidation: signedIn,
      schema: { body: signatureBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await saveSignature(db, userOf(request).id, request.body.image);
      return ok(null, messages.saved);
    },
  );

  app.delete(
    '/account/signature',
    { preValidation: signedIn, schema: { response: { 200: envelope(z.null()) } } },
    async (request) => {
      await removeSignature(db, userOf(request).id);
      return ok(null, messages.saved);
    },
  );

  app.get('/account/signature', { preValidation: signedIn }, async (request, reply) => {
    const { mime, bytes } = await readSignature(db, userOf(request).id);
    return reply.type(mime).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
  });
}
