import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { createdAtColumn, timestamptz } from './columns.js';
import { ssoClients } from './sso.js';

/** One Assertion Consumer Service of a service provider, as its metadata declares it (HTTP-POST only). */
export type SamlAcs = { url: string; index: number | null; isDefault: boolean };

/**
 * A SAML2 connected system's service-provider settings (categoryId 3), one row per system: the metadata
 * as registered (uploaded, or fetched from `metadataUrl` through the guarded client), what was read from
 * it — entity ID, the HTTP-POST ACS URLs (the only places a response is ever sent), the SP's signing
 * certificate (its AuthnRequests must then be signed) — and what the managers chose: the NameID format and
 * which attributes are released (`attributes`: nationalId, name, units, roles).
 */
export const ssoSamlSps = pgTable(
  'sso_saml_sps',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => ssoClients.id),
    entityId: text('entity_id').notNull(),
    metadataXml: text('metadata_xml').notNull(),
    metadataUrl: text('metadata_url'),
    acsUrls: jsonb('acs_urls').$type<SamlAcs[]>().notNull(),
    signingCert: text('signing_cert'),
    nameIdFormat: text('name_id_format').notNull(),
    attributes: jsonb('attributes').$type<string[]>().notNull(),
    /**
     * The SP's SingleLogoutService the portal sends LogoutRequests to (`sloUrl`) and LogoutResponses to
     * (`sloResponseUrl`: its ResponseLocation, else the same), by `sloBinding` ('redirect' or 'post'); all
     * null when the SP takes part in no single logout. Read from the metadata unless a manager set the
     * address by hand (`sloByHand`).
     */
    sloUrl: text('slo_url'),
    sloResponseUrl: text('slo_response_url'),
    sloBinding: text('slo_binding'),
    sloByHand: boolean('slo_by_hand').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updaterId: integer('updater_id'),
  },
  (t) => [uniqueIndex('sso_saml_sps_entity').on(t.entityId)],
);

/**
 * The IdP's signing keys and their self-signed certificates, one row per generation: id 1 written once by
 * whichever instance gets there first (insert … on conflict do nothing, then read), each rotation the next
 * id. The newest row signs; an older row has `retiresAt`, until which the metadata still lists its
 * certificate beside the new one.
 */
export const samlIdpKeys = pgTable('saml_idp_keys', {
  id: integer('id').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  createdAt: createdAtColumn(),
  retiresAt: timestamptz('retires_at'),
});

/**
 * AuthnRequest IDs already answered, per service provider, kept until the request would have expired:
 * a second request with the same ID is a replay (the insert finds the row and the request is refused).
 */
export const samlSeenRequests = pgTable(
  'saml_seen_requests',
  {
    clientId: integer('client_id').notNull(),
    requestId: text('request_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.requestId] }),
    index('saml_seen_requests_expiry').on(t.expiresAt),
  ],
);

/**
 * A sign-in to a SAML service provider in progress in one browser (the `darvazeh_saml` cookie holds the
 * token; `id` is its SHA-256): the accepted request (InResponseTo, the ACS URL chosen from metadata,
 * RelayState, ForceAuthn, IsPassive) until the user is signed in, then the answer (`userId`,
 * `samlResponse` base64) until the profile hands it to the web app, which posts it (SPEC §4). Expires
 * after a few minutes.
 */
export const samlPending = pgTable(
  'saml_pending',
  {
    id: text('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    inResponseTo: text('in_response_to'),
    acsUrl: text('acs_url').notNull(),
    relayState: text('relay_state'),
    /** ForceAuthn: answered only from a portal session signed in after the request. */
    forceAuthn: boolean('force_authn').notNull().default(false),
    /** IsPassive: answered at /saml/resume without any page, NoPassive when the session cannot. */
    isPassive: boolean('is_passive').notNull().default(false),
    /** The NameID format the request's NameIDPolicy asked for; null: the SP's registered one. */
    nameIdFormat: text('name_id_format'),
    userId: integer('user_id').references(() => users.id),
    samlResponse: text('saml_response'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('saml_pending_expiry').on(t.expiresAt)],
);

/**
 * One sign-in to a service provider (a response with an assertion was signed), kept while the SP's session
 * may live (`expiresAt`: the assertion's SessionNotOnOrAfter): the portal session it came from (its public
 * id), the NameID and SessionIndex the SP knows the user by. Single logout reads it both ways: a
 * LogoutRequest's NameID and SessionIndex find the portal session to end, and ending a portal session
 * finds the SPs to tell. A row leaves when its SP is told (or asked) or when it expires.
 */
export const samlSpSessions = pgTable(
  'saml_sp_sessions',
  {
    sessionIndex: text('session_index').primaryKey(),
    sessionPublicId: text('session_public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('saml_sp_sessions_session').on(t.sessionPublicId),
    index('saml_sp_sessions_name_id').on(t.clientId, t.nameId),
    index('saml_sp_sessions_expiry').on(t.expiresAt),
  ],
);

/** A service provider still to be told of a logout: the sign-in it knows (from saml_sp_sessions). */
export type SamlLogoutStep = {
  clientId: number;
  nameId: string;
  nameIdFormat: string;
  sessionIndex: string;
};

/**
 * A single logout in progress in one browser (the front channel): the SPs still to tell (`steps`), the
 * LogoutRequest now out (`currentRequestId`, to which the SP's LogoutResponse answers, and its SP), and
 * how it ends — a LogoutResponse to the SP that asked (`initiator`), else the browser goes to `returnTo`
 * (a provider's sign-out page) or the portal's /logout. `partial` records an SP that did not confirm. The
 * browser starts it with the token whose SHA-256 is `id`. Expires after a few minutes.
 */
export const samlLogouts = pgTable(
  'saml_logouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    steps: jsonb('steps').$type<SamlLogoutStep[]>().notNull(),
    currentRequestId: text('current_request_id'),
    currentClientId: integer('current_client_id'),
    initiator: jsonb('initiator').$type<{
      clientId: number;
      requestId: string;
      relayState: string | null;
    } | null>(),
    returnTo: text('return_to'),
    partial: boolean('partial').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('saml_logouts_request').on(t.currentRequestId),
    index('saml_logouts_expiry').on(t.expiresAt),
  ],
);
