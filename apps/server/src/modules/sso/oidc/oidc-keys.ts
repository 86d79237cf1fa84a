// The OIDC provider's keys: an RS256 signing key (what every relying party supports) with its kid, the
// keys that sign its cookies, and the public facts the Admin's page shows about a key.
import { createHash, generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

/** One generation of the provider's keys as stored: a JWK set of one private key, and cookie keys. */
export type OidcKeyValues = { jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] };

/** A fresh generation: an RSA 2048 key for RS256 with a random kid, and one cookie-signing key. */
export async function newOidcKey(): Promise<OidcKeyValues> {
  // Off the event loop: a rotation happens while the portal serves everyone else.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/** Hex bytes as fingerprints are written: `AB:CD:…`. */
export function colonHex(bytes: Buffer): string {
  return bytes.toString('hex').toUpperCase().match(/../g)?.join(':') ?? '';
}

/** The kid and the RFC 7638 SHA-256 thumbprint of a stored generation's RSA key (public members only). */
export function oidcKeyFacts(values: OidcKeyValues): { keyId: string; fingerprint: string } {
  const jwk = values.jwks.keys[0] ?? {};
  // RFC 7638: the required members in lexicographic order, no whitespace.
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return {
    keyId: typeof jwk.kid === 'string' ? jwk.kid : '',
    fingerprint: colonHex(createHash('sha256').update(canonical).digest()),
  };
}
