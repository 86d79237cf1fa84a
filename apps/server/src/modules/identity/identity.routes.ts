import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account.routes.js';
import type { IdentityContext } from './identity.context.js';
import { registerPasswordRoutes } from './password.routes.js';
import { registerTwoFactorAndSignatureRoutes } from './two-factor.routes.js';

/** Every `account/` route of SPEC §7 and the identity issue. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  registerAccountRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerTwoFactorAndSignatureRoutes(app, ctx);
}
