// Who is calling a web service (issue 26 item 2): a bearer JWT access token the portal's own OpenID
// Connect provider issued to a connected system by client credentials for the web services resource,
// checked offline against the provider's keys in force (signature, expiry, issuer, audience); or the
// system's client id and secret (basic); or nobody (none, only with an address allowlist).
import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { wsMessages as text } from '../../messages/index.js';
import { checkSsoAccess } from '../sso/access.service.js';
import { keyRingCache, type KeyRingUse } from '../sso/key-ring.js';
import { secretMatches } from '../sso/oidc/oidc-clients.service.js';
import { issuerOf } from '../sso/oidc/oidc-provider.js';
import { liveClientByClientId } from '../sso/oidc/oidc.repository.js';
import { generationsInForce, generationsOf, keysInForceOrFirst } from '../sso/signing-keys.service.js';
import { systemUnitOf } from './ws-access.repository.js';
import { WsProblem } from './ws-problem.js';
import { wsResourceOf } from './ws-resource.js';


/** The calling connected system, or none (auth none). */
export type WsCaller = { systemId: number; name: string; unitId: number | null } | null;

/** Public members of an RSA JWK (the stored keys are private). */
const publicJwk = ({ kty, n, e, kid, alg, use }: Record<string, unknown>) => ({ kty, n, e, kid, alg, use });

/** The key set tokens are checked against, rebuilt when the keys in force change on any instance. */
export function wsKeySet(db: Db): KeyRingUse<JWTVerifyGetKey> {
  return keyRingCache(
    () => generationsInForce(db, 'oidc'),
    async () => {
      const rows = await keysInForceOrFirst(db, 'oidc');
      const keys = rows.flatMap((row) => row.jwks.keys).map(publicJwk);
      return { value: createLocalJWKSet({ keys } as never), generations: generationsOf(rows) };
    },
  );
}

const unauthenticated = (detail: string) =>
  new WsProblem(401, 'unauthenticated', detail, { 'www-authenticate': 'Bearer realm="ws"' });

/** The client id a valid token was issued to (a system acting for itself), or a 401 problem. */
async function tokenClient(config: Config, keys: KeyRingUse<JWTVerifyGetKey>, token: string) {
  try {
    const { payload } = await jwtVerify(token, await keys(5_000), {
      issuer: issuerOf(config),
      audience: wsResourceOf(config),
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    // Client credentials only: a user's token names the user as subject, not the system.
    if (typeof payload.client_id !== 'string' || payload.sub !== payload.client_id) throw new Error('not a system');
    return payload.client_id;
  } catch {
    throw unauthenticated(text.tokenInvalid);
  }
}

function basicCredentials(header: string): { id: string; secret: string } | null {
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

/**
 * The connected system behind a call to a service with `auth`, or a 401/403 problem. A system found must
 * also pass the single sign-on gate (enabled, its address limits) as at the token endpoint.
 */
export async function identifyCaller(
  deps: { db: Db; config: Config; keys: KeyRingUse<JWTVerifyGetKey> },
  auth: 'jwt' | 'basic' | 'none',
  authorization: string | undefined,
  ip: string,
): Promise<WsCaller> {
  if (auth === 'none') return null;
  let clientId: string;
  if (auth === 'jwt') {
    if (!authorization?.toLowerCase().startsWith('bearer ')) throw unauthenticated(text.tokenMissing);
    clientId = await tokenClient(deps.config, deps.keys, authorization.slice(7).trim());
  } else {
    const credentials = authorization?.toLowerCase().startsWith('basic ') ? basicCredentials(authorization) : null;
    const row = credentials && (await liveClientByClientId(deps.db, credentials.id));
    if (!credentials || !row?.secretHash || !secretMatches(row.secretHash, credentials.secret))
      throw new WsProblem(401, 'unauthenticated', text.basicInvalid, { 'www-authenticate': 'Basic realm="ws"' });
    clientId = credentials.id;
  }
  const row = await liveClientByClientId(deps.db, clientId);
  if (!row) throw unauthenticated(text.tokenInvalid);
  const gate = await checkSsoAccess(deps.db, { clientId: row.systemId, userId: null, ip });
  if (!gate.allowed) throw new WsProblem(403, 'forbidden', text.systemDisabled);
  return { systemId: row.systemId, name: row.name, unitId: await systemUnitOf(deps.db, row.systemId) };
}
