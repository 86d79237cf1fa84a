// Who is calling a web service (issue 26 item 2): a bearer JWT access token the portal's own OpenID
// Connect provider issued to a connected system by client credentials for the web services resource,
// checked offline against the provider's keys in force (signature, expiry, issuer, audience); or the
// system's client id and secret (basic); or nobody (none, only with an address allowlist).
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { wsMessages as text } from '../../messages/index.js';
import { checkSsoAccess } from '../sso/access.service.js';
import { oidcIssuerOf, systemOfClient, wsResourceOf } from '../sso/web-service-callers.service.js';
import { systemUnitOf } from './ws-access.repository.js';

/** The provider's public keys, as the sso module keeps them (a KeyRingUse). */
type Keys = (maxAgeMs?: number) => Promise<JWTVerifyGetKey>;
import { WsProblem } from './ws-problem.js';

/** The calling connected system, or none (auth none). */
export type WsCaller = { systemId: number; name: string; unitId: number | null } | null;

const unauthenticated = (detail: string) =>
  new WsProblem(401, 'unauthenticated', detail, { 'www-authenticate': 'Bearer realm="ws"' });

/** The client id a valid token was issued to (a system acting for itself), or a 401 problem. */
async function tokenClient(config: Config, keys: Keys, token: string) {
  try {
    const { payload } = await jwtVerify(token, await keys(5_000), {
      issuer: oidcIssuerOf(config),
      audience: wsResourceOf(config),
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    // Client credentials only: a user's token names the user as subject, not the system.
    if (typeof payload.client_id !== 'string' || payload.sub !== payload.client_id)
      throw new Error('not a system');
    return payload.client_id;
  } catch {
    throw unauthenticated(text.tokenInvalid);
  }
}

function basicCredentials(header: string): { id: string; secret: string } | null {
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

/**
 * The connected system behind a call to a service with `auth`, or a 401/403 problem. A system found must
 * also pass the single sign-on gate (enabled, its address limits) as at the token endpoint.
 */
export async function identifyCaller(
  deps: { db: Db; config: Config; keys: Keys },
  auth: 'jwt' | 'basic' | 'none',
  authorization: string | undefined,
  ip: string,
): Promise<WsCaller> {
  if (auth === 'none') return null;
  let system: { systemId: number; name: string } | undefined;
  if (auth === 'jwt') {
    if (!authorization?.toLowerCase().startsWith('bearer ')) throw unauthenticated(text.tokenMissing);
    const clientId = await tokenClient(deps.config, deps.keys, authorization.slice(7).trim());
    system = await systemOfClient(deps.db, clientId);
    if (!system) throw unauthenticated(text.tokenInvalid);
  } else {
    const credentials = authorization?.toLowerCase().startsWith('basic ')
      ? basicCredentials(authorization)
      : null;
    system = credentials ? await systemOfClient(deps.db, credentials.id, credentials.secret) : undefined;
    if (!system)
      throw new WsProblem(401, 'unauthenticated', text.basicInvalid, {
        'www-authenticate': 'Basic realm="ws"',
      });
  }
  const gate = await checkSsoAccess(deps.db, { clientId: system.systemId, userId: null, ip });
  if (!gate.allowed) throw new WsProblem(403, 'forbidden', text.systemDisabled);
  return { ...system, unitId: await systemUnitOf(deps.db, system.systemId) };
}
