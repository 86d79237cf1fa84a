// A connected system's OpenID Connect / OAuth2 settings: what its managers read and change, and the
// client metadata oidc-provider builds its Client from.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdapterPayload } from 'oidc-provider';
import type { OidcClientSettings, OidcClientSettingsBody, Principal } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { oidcMessages } from '../../../messages/index.js';
import { managedBy } from '../sso.repository.js';
import {
  clientSettingsOf,
  insertClientSettings,
  liveClientByClientId,
  liveSystem,
  updateClientSettings,
  type OidcClientRow,
} from './oidc.repository.js';

/** Categories served by the OIDC provider: 1 OpenID Connect, 2 OAuth2. */
export const OIDC_CATEGORIES = [1, 2] as const;

/**
 * The stored form of a client secret: SHA-256, hex. A secret is 256 random bits, so no one can guess it
 * from its hash and a slow password hash (argon2) would only slow every token request down.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `presented` is the secret whose hash is `stored` (constant time). */
export function secretMatches(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(secretHash(presented), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const newSecret = () => randomBytes(32).toString('base64url');
const newClientId = () => `darvazeh-${randomBytes(12).toString('base64url')}`;

/** The issuer and discovery URL every settings answer names. */
export type IssuerInfo = { issuer: string };

function answer(row: OidcClientRow, { issuer }: IssuerInfo, secret: string | null): OidcClientSettings {
  return {
    systemId: row.systemId,
    clientId: row.clientId,
    redirectUris: row.redirectUris,
    postLogoutRedirectUris: row.postLogoutRedirectUris,
    grantTypes: row.grantTypes as OidcClientSettings['grantTypes'],
    scopes: row.scopes as OidcClientSettings['scopes'],
    backchannelLogoutUri: row.backchannelLogoutUri,
    requireConsent: row.requireConsent,
    publicClient: row.publicClient,
    secretCreatedAt: row.secretCreatedAt.toISOString(),
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    secret,
  };
}

/** A live OIDC/OAuth2 system `user` manages, or 404 (another unit's system looks like none). */
async function managedOidcSystem(db: Db, user: Principal, systemId: number) {
  const system = await liveSystem(db, systemId, managedBy(user));
  if (!system) throw new AppError('not_found', oidcMessages.systemMissing);
  if (!(OIDC_CATEGORIES as readonly number[]).includes(system.categoryId))
    throw new AppError('bad_request', oidcMessages.notOidc);
  return system;
}

/** `GET ssomanagement/{id}/oidc`: the settings, or null while none were saved. */
export async function readClientSettings(db: Db, user: Principal, systemId: number, issuer: IssuerInfo) {
  await managedOidcSystem(db, user, systemId);
  const row = await clientSettingsOf(db, systemId);
  return row ? answer(row, issuer, null) : null;
}

/**
 * `PUT ssomanagement/{id}/oidc`: saves the settings. The first save creates the client id and, unless the
 * system is a public client, the secret, answered once; a system turned public loses its secret, and one
 * turned confidential gets a new one, answered once.
 */
export async function saveClientSettings(
  db: Db,
  user: Principal,
  systemId: number,
  body: OidcClientSettingsBody,
  issuer: IssuerInfo,
): Promise<OidcClientSettings> {
  await managedOidcSystem(db, user, systemId);
  const secret = body.publicClient ? null : newSecret();
  const secretFields = { secretHash: secret && secretHash(secret), secretCreatedAt: new Date() };
  return db.transaction(async (tx) => {
    const existing = await clientSettingsOf(tx, systemId);
    if (existing) {
      const secretChanges = existing.publicClient !== body.publicClient;
      const row = await updateClientSettings(tx, systemId, {
        ...body,
        ...(secretChanges ? secretFields : {}),
      });
      if (!row) throw new AppError('not_found', oidcMessages.systemMissing);
      return answer(row, issuer, secretChanges ? secret : null);
    }
    const row = await insertClientSettings(tx, {
      ...body,
      ...secretFields,
      systemId,
      clientId: newClientId(),
    });
    return answer(row, issuer, secret);
  });
}

/** `POST ssomanagement/{id}/oidc/secret`: a new secret (the old one stops working), answered once. */
export async function rotateClientSecret(db: Db, user: Principal, systemId: number, issuer: IssuerInfo) {
  await managedOidcSystem(db, user, systemId);
  const existing = await clientSettingsOf(db, systemId);
  if (!existing) throw new AppError('not_found', oidcMessages.systemMissing);
  if (existing.publicClient) throw new AppError('bad_request', oidcMessages.publicHasNoSecret);
  const secret = newSecret();
  const row = await updateClientSettings(db, systemId, {
    secretHash: secretHash(secret),
    secretCreatedAt: new Date(),
  });
  if (!row) throw new AppError('not_found', oidcMessages.systemMissing);
  return answer(row, issuer, secret);
}

/**
 * The client metadata of a live, enabled system, or undefined. `client_secret` holds the secret's hash:
 * oidc-provider compares secrets through Client#compareClientSecret, which the provider replaces with
 * `secretMatches`; HMAC-based uses of the secret (client_secret_jwt, HS256) are switched off. A public
 * client has no secret and authenticates with `none` (PKCE, required of every client, stands in).
 */
export async function clientMetadataOf(db: Db, clientId: string): Promise<AdapterPayload | undefined> {
  const row = await liveClientByClientId(db, clientId);
  if (!row) return undefined;
  const code = row.grantTypes.includes('authorization_code');
  const scopes = new Set(row.scopes);
  if (row.grantTypes.includes('refresh_token')) scopes.add('offline_access');
  return {
    client_id: row.clientId,
    ...(row.publicClient || !row.secretHash
      ? { token_endpoint_auth_method: 'none' }
      : { client_secret: row.secretHash, token_endpoint_auth_method: 'client_secret_basic' }),
    client_name: row.name,
    grant_types: row.grantTypes,
    response_types: code ? ['code'] : [],
    redirect_uris: code ? row.redirectUris : [],
    post_logout_redirect_uris: row.postLogoutRedirectUris,
    scope: [...scopes].join(' '),
    ...(row.backchannelLogoutUri
      ? { backchannel_logout_uri: row.backchannelLogoutUri, backchannel_logout_session_required: true }
      : {}),
    darvazeh_system_id: row.systemId,
    darvazeh_category_id: row.categoryId,
    darvazeh_require_consent: row.requireConsent,
  };
}
