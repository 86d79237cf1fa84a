import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns.js';
import { userIdColumn } from './identity.js';

/**
 * How the portal signs people in through one government or ministry provider (the relying-party side of
 * SPEC §2 OAuth login links). `provider` is the `Provider` of an ssoProviders entry (the button), which
 * keeps its SPEC §3 shape; everything the public must not read lives here: endpoints, the client id and
 * secret (write-only: never answered, never in the change log), scopes, claim mapping, and whether a
 * first-time person gets an applicant account. `kind`: 'oidc' (standard, discovery optional) or 'wrapped'
 * (user info as `{data:{…}}`, multipart token request, as the science ministry's SSO).
 */
export const identityProviders = pgTable('identity_providers', {
  id: idColumn(),
  provider: text('provider').notNull().unique(),
  kind: text('kind').notNull(),
  issuer: text('issuer').notNull().default(''),
  useDiscovery: boolean('use_discovery').notNull().default(false),
  authorizationEndpoint: text('authorization_endpoint').notNull().default(''),
  tokenEndpoint: text('token_endpoint').notNull().default(''),
  userinfoEndpoint: text('userinfo_endpoint').notNull().default(''),
  jwksUri: text('jwks_uri').notNull().default(''),
  logoutUrl: text('logout_url').notNull().default(''),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull().default(''),
  tokenAuthMethod: text('token_auth_method').notNull().default('client_secret_post'),
  scopes: text('scopes').notNull().default('openid'),
  /** Claim names for subject, nationalId, firstName, lastName, mobile, email (IdentityProviderClaims). */
  claims: jsonb('claims').notNull(),
  createAccounts: boolean('create_accounts').notNull().default(true),
  createdAt: createdAtColumn(),
  updatedAt: timestamptz('updated_at'),
  updaterId: integer('updater_id'),
});

/** A person's account linked to their identity at a provider: (provider, subject) names one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** How the link was made: 'national_id' (matched a verified account) or 'created' (a new account). */
    linkedBy: text('linked_by').notNull(),
    createdAt: createdAtColumn(),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject),
    index('user_identities_user').on(t.userId),
  ],
);

/**
 * One provider sign-in in flight (10 minutes, single-use): keyed by the SHA-256 of its `state`, which
 * the browser also holds in an httpOnly cookie, with the nonce and PKCE verifier kept here so any
 * instance can finish the sign-in and nothing secret rides in the browser.
 */
export const oauthLoginStates = pgTable('oauth_login_states', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAtColumn(),
});
