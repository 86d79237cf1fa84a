import { accountApi } from '@darvazeh/shared';
import { sessionOf } from '../../plugins/authorize.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { IdentityContext } from './identity.context.js';
import { readSignature, removeSignature, saveSignature } from './identity.service.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service.js';
import { commonMessages, identityMessages } from '../../messages/index.js';

/** Two-factor enrolment and the signature: what the profile page manages. */
export function twoFactorAndSignatureRoutes({ db }: IdentityContext): BoundEndpoint[] {
  return [
    bind(accountApi.twoFactorSetup, async ({ user }) => ok(await setupTwoFactor(db, user.id))),

    bind(accountApi.twoFactorEnable, async ({ body, request }) =>
      ok(
        { recoveryCodes: await enableTwoFactor(db, sessionOf(request), body.code) },
        identityMessages.twoFactorEnabled,
      ),
    ),

    bind(accountApi.twoFactorDisable, async ({ user, body }) => {
      await disableTwoFactor(db, user.id, body.password);
      return ok(null, identityMessages.twoFactorDisabled);
    }),

    bind(accountApi.saveSignature, async ({ user, body }) => {
      await saveSignature(db, user.id, body.image);
      return ok(null, commonMessages.saved);
    }),

    bind(accountApi.deleteSignature, async ({ user }) => {
      await removeSignature(db, user.id);
      return ok(null, commonMessages.saved);
    }),

    bind(accountApi.signature, async ({ user, reply }) => {
      const { mime, bytes } = await readSignature(db, user.id);
      return reply.type(mime).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
    }),
  ];
}
