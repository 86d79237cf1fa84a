import type { AppModule, ModuleContext } from '../app-module.js';
import { accountRoutes } from './account.routes.js';
import type { IdentityContext, SignedOut } from './identity.context.js';
import { settleResetMail } from './password-reset.service.js';
import { passwordRoutes } from './password.routes.js';
import { twoFactorAndSignatureRoutes } from './two-factor.routes.js';

/**
 * Identity (SPEC §2 auth routes, §4 session, §5 passwords): every `account/` endpoint. `signedOut` is the
 * single logout of connected systems (the sso module's).
 */
export function identityModule({ db, config, delay }: ModuleContext, signedOut?: SignedOut): AppModule {
  const ctx: IdentityContext = {
    db,
    captcha: config.captcha,
    mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
    secureCookies: config.publicOrigin?.startsWith('https://') ?? false,
    publicOrigin: config.publicOrigin,
    delay,
    signedOut,
  };
  return {
    name: 'identity',
    endpoints: [...accountRoutes(ctx), ...passwordRoutes(ctx), ...twoFactorAndSignatureRoutes(ctx)],
    // Reset mails go out after their answers; closing waits for them.
    jobs: (app) => app.addHook('onClose', settleResetMail),
  };
}
