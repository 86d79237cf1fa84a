// The provider's refusals as integrators meet them: the OAuth error code RFC 6749 names where
// oidc-provider answers another, and one info line in the log per refusal.
import type Provider from 'oidc-provider';
import type { errors, KoaContextWithOIDC } from 'oidc-provider';
import type { SsoGateReason } from '@darvazeh/shared';

/**
 * What a refusal by the gate tells the integrator (error_description, English like the rest of OAuth's
 * wire): why, by the gate's reason. A `user`'s address is the one they signed in from; a `client`
 * acting for itself is held to the address it calls from.
 */
export function refusalDescription(reason: SsoGateReason, who: 'user' | 'client'): string {
  const why: Record<SsoGateReason, string> = {
    disabled: 'the system is disabled in the portal',
    user: "the system's user and role limits exclude this user",
    unit: "the system's unit limits exclude this user's units",
    ip:
      who === 'user'
        ? "the system's address limits exclude the address the user signed in from"
        : "the system's address limits exclude the address of this request",
  };
  return `access to this system is refused: ${why[reason]} (${reason})`;
}

/**
 * oidc-provider answers a grant type the client is not registered for with invalid_request and this
 * description (actions/token.js); RFC 6749 §5.2 calls that unauthorized_client.
 */
const GRANT_NOT_ALLOWED = 'requested grant type is not allowed for this client';

/** The error code an integrator should get for error `error` described as `description`. */
export function integratorError(error: string, description: string | undefined): string {
  return error === 'invalid_request' && description === GRANT_NOT_ALLOWED ? 'unauthorized_client' : error;
}

/** Corrects the code of a refusal the token endpoint has just written as JSON (integratorError). */
export function correctErrorCode(ctx: KoaContextWithOIDC): void {
  const body = ctx.body as { error?: unknown; error_description?: unknown } | null | undefined;
  if (ctx.oidc?.route !== 'token' || typeof body?.error !== 'string') return;
  const description = typeof body.error_description === 'string' ? body.error_description : undefined;
  body.error = integratorError(body.error, description);
}

// oidc-provider's events for requests it refused (its own failures are `server_error`, logged as warnings).
const REFUSALS = [
  'authorization.error',
  'grant.error',
  'userinfo.error',
  'introspection.error',
  'revocation.error',
  'end_session.error',
  'end_session_confirm.error',
  'end_session_success.error',
  'discovery.error',
  'jwks.error',
] as const;

/** The client a refused request named: the one oidc-provider found, else the `client_id` it was given. */
function clientIdOf(ctx: KoaContextWithOIDC): string | null {
  const found = ctx.oidc?.client?.clientId;
  if (found) return found;
  const params = (ctx.oidc?.params ?? {}) as { client_id?: unknown };
  return typeof params.client_id === 'string' ? params.client_id.slice(0, 100) : null;
}

/**
 * Logs every refusal at info: the client, the route, the error code an integrator got and the reason
 * (oidc-provider's detail, else the description). Never a secret, code or token: none of these fields
 * holds one.
 */
export function logRefusals(provider: Provider, log: { info(obj: object, msg: string): void }): void {
  // Each event has its own overload with the same listener type: one literal names them all.
  for (const event of REFUSALS)
    provider.on(event as 'grant.error', (ctx: KoaContextWithOIDC, err: errors.OIDCProviderError) => {
      log.info(
        {
          clientId: clientIdOf(ctx),
          route: ctx.oidc?.route ?? null,
          error: integratorError(err.error, err.error_description),
          reason: err.error_detail ?? err.error_description ?? null,
        },
        'oidc: refused',
      );
    });
}
