// What the web services (modules/web-services) ask of single sign-on: the resource their access tokens
// name, the provider's public keys to check those tokens offline, the connected system behind a client id
// (and its secret, for basic), and whether an address lies in a list of ranges.
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { keyRingCache, type KeyRingUse } from './key-ring.js';
import { inIpRange, parseClientIp } from './ip-range.js';
import { secretMatches } from './oidc/oidc-clients.service.js';
import { liveClientByClientId } from './oidc/oidc.repository.js';
import { generationsInForce, generationsOf, keysInForceOrFirst } from './signing-keys.service.js';

export { issuerOf as oidcIssuerOf } from './oidc/oidc-provider.js';

/** The resource indicator (and access token audience) of the portal's web services. */
export function wsResourceOf(config: Config): string {
  return `${config.publicOrigin ?? `http://localhost:${config.port}`}/ws`;
}

/** Public members of an RSA JWK (the stored keys are private). */
const publicJwk = ({ kty, n, e, kid, alg, use }: Record<string, unknown>) => ({ kty, n, e, kid, alg, use });

/** The provider's public keys in force, rebuilt when they change on any instance. */
export function oidcPublicKeys(db: Db): KeyRingUse<JWTVerifyGetKey> {
  return keyRingCache(
    () => generationsInForce(db, 'oidc'),
    async () => {
      const rows = await keysInForceOrFirst(db, 'oidc');
      const keys = rows.flatMap((row) => row.jwks.keys).map(publicJwk);
      return { value: createLocalJWKSet({ keys } as never), generations: generationsOf(rows) };
    },
  );
}

/** The live OIDC or OAuth2 system holding client id `clientId` (its secret checked when given), or undefined. */
export async function systemOfClient(
  db: Db,
  clientId: string,
  secret?: string,
): Promise<{ systemId: number; name: string } | undefined> {
  const row = await liveClientByClientId(db, clientId);
  if (!row) return undefined;
  if (secret !== undefined && (!row.secretHash || !secretMatches(row.secretHash, secret))) return undefined;
  return { systemId: row.systemId, name: row.name };
}

/** Whether the address `ip` lies in one of `ranges` (addresses or CIDR, IPv4 or IPv6). */
export function addressInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = parseClientIp(ip);
  return address !== null && ranges.some((range) => inIpRange(address, range));
}
