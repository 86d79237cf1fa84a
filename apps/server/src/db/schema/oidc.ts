import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { ssoClients } from './sso.js';

/**
 * What oidc-provider stores through our adapter (modules/sso/oidc/oidc-adapter.ts): sessions,
 * interactions, grants, authorization codes, access and refresh tokens, …, one row per (model, id).
 * `consumedAt` is set by a compare-and-set (a code or refresh token is consumed once, whatever runs in
 * parallel); `grantId`, `uid` and `userCode` are the lookups the library asks for; `expiresAt` lets the
 * cleanup job delete dead rows. `oidc_payloads_account` finds a user's grants and sessions (their list of
 * active grants, a revocation) without reading every user's. `signInIp`, on a Grant's row, is the address
 * the user last signed in to the system from under it: the token endpoint checks the system's limits
 * against it, since the back end redeeming a code or refreshing calls from elsewhere.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
    signInIp: text('sign_in_ip'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_expires').on(t.expiresAt),
    index('oidc_payloads_account')
      .on(sql`(${t.payload}->>'accountId')`)
      .where(sql`${t.model} in ('Grant', 'Session')`),
  ],
);

/**
 * The provider's keys, one row per generation (id 1 written by whichever instance starts first, each
 * rotation the next id): the private signing key (a JWK set of one RS256 key) and the keys that sign its
 * cookies. The newest row signs; an older row has `retiresAt`, until which its key stays in the published
 * JWKS and its cookie keys still verify (docs/ARCHITECTURE.md "Single sign-on: OpenID Connect", "Keys").
 */
export const oidcKeys = pgTable('oidc_keys', {
  id: integer('id').primaryKey(),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  cookieKeys: jsonb('cookie_keys').$type<string[]>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  retiresAt: timestamptz('retires_at'),
});

/**
 * The OpenID Connect / OAuth2 settings of a connected system (categoryId 1 or 2), keyed by the system:
 * its generated client id, the SHA-256 of its generated secret (the secret itself is shown once; none
 * for a public client: a mobile or single-page app, which cannot keep one and proves itself with PKCE
 * alone), exact redirect and post-logout redirect URIs, the grant types and scopes it may use, its
 * back-channel logout URI, and whether its users are asked for consent.
 */
export const ssoOidcClients = pgTable('sso_oidc_clients', {
  systemId: integer('system_id')
    .primaryKey()
    .references(() => ssoClients.id),
  clientId: text('client_id').notNull().unique(),
  secretHash: text('secret_hash'),
  publicClient: boolean('public_client').notNull().default(false),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  postLogoutRedirectUris: jsonb('post_logout_redirect_uris').$type<string[]>().notNull(),
  grantTypes: jsonb('grant_types').$type<string[]>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  backchannelLogoutUri: text('backchannel_logout_uri'),
  requireConsent: boolean('require_consent').notNull().default(false),
  secretCreatedAt: timestamptz('secret_created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
