// The signing keys of single sign-on (docs/ARCHITECTURE.md "Single sign-on: OpenID Connect", "Keys"):
// what each provider signs with, the Admin's rotation and withdrawal, what the Admin's page shows, and
// the clean-up of keys whose time ran out.
import type { SigningKeyInfo, SigningKeyProtocol, SigningKeys, SsoSetting } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { ssoMessages } from '../../messages/index.js';
import { AppError } from '../../plugins/errors.js';
import { newOidcKey, oidcKeyFacts } from './oidc/oidc-keys.js';
import { certificateFacts, newSamlKeyPairAsync, SAML_IDP_COMMON_NAME } from './saml/saml-keys.js';
import { readSsoSettings } from './sso-settings.service.js';
import {
  deleteRetiredKeys,
  insertFirstKey,
  insertRotatedKey,
  keyGenerations,
  keysInForce,
  withdrawKey,
  type KeyRow,
  type KeyValues,
  type LoggedKey,
} from './signing-keys.repository.js';

export type { KeyRow };

const MINUTE_MS = 60_000;

/**
 * How long (minutes) a replaced key stays in force: the longest token lifetime of `setting`. ID tokens
 * are what the OIDC key signs, but a relying party may hand an old one back as `id_token_hint` at logout
 * for as long as its session lives, which refresh tokens stretch to `refreshTokenDays`.
 */
export function graceMinutesOf(setting: SsoSetting): number {
  return Math.max(setting.accessTokenMinutes, setting.idTokenMinutes, setting.refreshTokenDays * 24 * 60);
}

const makers: { [P in SigningKeyProtocol]: () => Promise<KeyValues<P>> } = {
  oidc: newOidcKey,
  saml: () => newSamlKeyPairAsync(SAML_IDP_COMMON_NAME),
};

function factsOf<P extends SigningKeyProtocol>(protocol: P, row: KeyRow<P>) {
  if (protocol === 'oidc') return { ...oidcKeyFacts(row as KeyRow<'oidc'>), expiresAt: null };
  const facts = certificateFacts((row as KeyRow<'saml'>).certificatePem);
  return { ...facts, expiresAt: facts.expiresAt.toISOString() };
}

const logged =
  <P extends SigningKeyProtocol>(protocol: P) =>
  (row: KeyRow<P>): LoggedKey => {
    const { keyId, fingerprint } = factsOf(protocol, row);
    return { id: row.id, keyId, fingerprint };
  };

/**
 * The keys of `protocol` in force at `now`, newest (the signing one) first; writes the first key when
 * there is none yet (the first start, on whichever instance needs it first).
 */
export async function keysInForceOrFirst<P extends SigningKeyProtocol>(
  db: Db,
  protocol: P,
  now = new Date(),
): Promise<KeyRow<P>[]> {
  const rows = await keysInForce(db, protocol, now);
  if (rows.length > 0) return rows;
  await insertFirstKey(db, protocol, await makers[protocol](), now);
  return keysInForce(db, protocol, now);
}

/** The generations of `protocol` in force now (`"2,1"`), for a process to see that its keys changed. */
export function generationsInForce(db: Db, protocol: SigningKeyProtocol): Promise<string> {
  return keyGenerations(db, protocol, new Date());
}

/** The generations `rows` are, in the form generationsInForce answers. */
export function generationsOf(rows: { id: number }[]): string {
  return rows.map((row) => row.id).join(',');
}

function infoOf<P extends SigningKeyProtocol>(protocol: P, row: KeyRow<P>, signing: boolean): SigningKeyInfo {
  const { keyId, fingerprint, expiresAt } = factsOf(protocol, row);
  return {
    id: row.id,
    keyId,
    fingerprint,
    createdAt: row.createdAt.toISOString(),
    signing,
    retiresAt: row.retiresAt?.toISOString() ?? null,
    expiresAt,
  };
}

/**
 * `GET ssomanagement/keys`: the keys in force of both providers (public facts only: ids, fingerprints,
 * dates, which signs) and the grace a rotation now would give. A provider never used yet has none.
 */
export async function signingKeyStatus(db: Db, now = new Date()): Promise<SigningKeys> {
  const [oidc, saml, setting] = await Promise.all([
    keysInForce(db, 'oidc', now),
    keysInForce(db, 'saml', now),
    readSsoSettings(db),
  ]);
  return {
    oidc: oidc.map((row, i) => infoOf('oidc', row, i === 0)),
    saml: saml.map((row, i) => infoOf('saml', row, i === 0)),
    graceMinutes: graceMinutesOf(setting),
  };
}

/**
 * `POST ssomanagement/keys/rotate`: a new key (an RS256 JWK with new cookie keys, or a SAML key and
 * certificate) signs from now on, on every instance from its next request; the keys that signed until now
 * stay in force for graceMinutesOf(ssoSetting), then go. Logged in change_logs. Answers the new status.
 */
export async function rotateSigningKey(
  db: Db,
  actor: { id: number; requestId: string },
  protocol: SigningKeyProtocol,
  now = new Date(),
): Promise<SigningKeys> {
  const retiresAt = new Date(now.getTime() + graceMinutesOf(await readSsoSettings(db)) * MINUTE_MS);
  if (protocol === 'oidc')
    await insertRotatedKey(db, 'oidc', await makers.oidc(), retiresAt, { describe: logged('oidc'), actor });
  else
    await insertRotatedKey(db, 'saml', await makers.saml(), retiresAt, { describe: logged('saml'), actor });
  return signingKeyStatus(db, now);
}

/**
 * `POST ssomanagement/keys/withdraw`: ends the grace of replaced key `id` of `protocol` now (after a
 * suspected compromise): it leaves the JWKS or the metadata and stops verifying, on every instance from
 * its next key check. Logged in change_logs. Answers the new status; throws a 400 AppError for the
 * signing key and a 404 for a key out of force or unknown, changing nothing.
 */
export async function withdrawSigningKey(
  db: Db,
  actor: { id: number; requestId: string },
  protocol: SigningKeyProtocol,
  id: number,
  now = new Date(),
): Promise<SigningKeys> {
  const outcome =
    protocol === 'oidc'
      ? await withdrawKey(db, 'oidc', id, now, { describe: logged('oidc'), actor })
      : await withdrawKey(db, 'saml', id, now, { describe: logged('saml'), actor });
  if (outcome === 'signing') throw new AppError('bad_request', ssoMessages.keys.withdrawSigning);
  if (outcome === 'missing') throw new AppError('not_found', ssoMessages.keys.withdrawMissing);
  return signingKeyStatus(db, now);
}

/** Deletes the keys of both providers whose time ran out by `now` (the hourly clean-up); answers how many. */
export async function purgeRetiredKeys(db: Db, now = new Date()): Promise<number> {
  return (await deleteRetiredKeys(db, 'oidc', now)) + (await deleteRetiredKeys(db, 'saml', now));
}
