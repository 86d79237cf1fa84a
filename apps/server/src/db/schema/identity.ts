import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { TRIGRAM_INDEX } from './search.js';
import {
  idColumn,
  bigIdColumn,
  createdAtColumn,
  deletedIndex,
  timestamptz,
  uniqueAmongLive,
} from './columns.js';

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('roles_alias_live', t, t.alias)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    passwordDeprecated: boolean('password_deprecated').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    securityStamp: text('security_stamp').notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** Last TOTP time step accepted, so a code cannot be used twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** The signature image as a data URL (PNG or JPEG, checked by content). */
    signature: text('signature'),
    signatureUpdatedAt: timestamptz('signature_updated_at'),
    /** کد ملی, 10 Latin digits with a valid check digit (or null). */
    nationalId: text('national_id'),
    /**
     * When the national ID became trustworthy: an Admin entered it, or a government provider asserted it.
     * Only then may a provider sign-in link to this account by national ID (docs/ARCHITECTURE.md).
     */
    nationalIdVerifiedAt: timestamptz('national_id_verified_at'),
    /**
     * When the holder proved `mobile` with a code sent to it (registration), stored then as 09xxxxxxxxx;
     * cleared when the mobile changes. No two live accounts hold the same verified mobile.
     */
    mobileVerifiedAt: timestamptz('mobile_verified_at'),
    /**
     * A connected system's own applicant account (sso_clients.id): the requests it starts through web
     * services are its own. Such an account is locked: nobody signs in as it.
     */
    ssoSystemId: integer('sso_system_id'),
    ...auditColumns(),
  },
  (t) => [
    uniqueAmongLive('users_username_live', t, t.username),
    uniqueIndex('users_sso_system').on(t.ssoSystemId),
    uniqueIndex('users_national_id_live')
      .on(t.nationalId)
      .where(sql`${t.deletedAt} is null and ${t.nationalId} is not null`),
    uniqueIndex('users_mobile_verified_live')
      .on(t.mobile)
      .where(sql`${t.deletedAt} is null and ${t.mobileVerifiedAt} is not null`),
    // Trigram indexes serve the users admin's `like` searches (ILIKE '%…%') at tens of thousands of rows.
    index('users_username_trgm').using('gin', t.username.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
    index('users_first_name_trgm').using('gin', t.firstName.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
    index('users_last_name_trgm').using('gin', t.lastName.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
    deletedIndex('users', t),
  ],
);

/** The user a row belongs to (required, and a live reference while the row exists). */
export function userIdColumn() {
  return integer('user_id')
    .notNull()
    .references(() => users.id);
}

/** A role held by a user, optionally scoped to a unit and unit role (SPEC §3 profile roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: idColumn(),
    userId: userIdColumn(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    unitId: integer('unit_id'),
    unitRoleId: integer('unit_role_id'),
  },
  (t) => [index('user_roles_user').on(t.userId)],
);

/** A server-side session; `id` is the SHA-256 of the cookie token, so a database leak yields no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** Random id shown to the user in active sessions; the primary key never leaves the server. */
    publicId: text('public_id').notNull().unique(),
    userId: userIdColumn(),
    securityStamp: text('security_stamp').notNull(),
    twoFactorPending: boolean('two_factor_pending').notNull().default(false),
    twoFactorFailures: integer('two_factor_failures').notNull().default(0),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /**
     * The last time single sign-on used this session (a connected system signed in through it), refreshed at
     * most every 30 s; null until the first. Its idle limit (ssoSetting.sessionIdleMinutes) counts from here.
     */
    ssoUsedAt: timestamptz('sso_used_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The sign-out page of the government provider this session signed in through (profile relatedSsoLogout). */
    relatedSsoLogout: text('related_sso_logout'),
    /**
     * How the session's user proved who they are (AuthMethod[], RFC 8176 values: `pwd`, `otp`, `mfa`, and
     * `fed` for a government provider), told to connected systems as OIDC `amr` and the SAML2 AuthnContext.
     */
    authMethods: jsonb('auth_methods')
      .$type<string[]>()
      .notNull()
      .default(sql`'["pwd"]'::jsonb`),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use recovery codes for two-factor sign-in, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: userIdColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

/** Captcha answers (hashed), single-use, short-lived; any instance can check any captcha. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** One row per sign-in attempt, successful or not (SPEC resource authlog). */
export const authLogs = pgTable(
  'auth_logs',
  {
    id: bigIdColumn(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    result: text('result').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('auth_logs_username_time').on(t.username, t.createdAt),
    index('auth_logs_ip_time').on(t.ip, t.createdAt),
    index('auth_logs_user_time').on(t.userId, t.createdAt),
    // The log screen pages by time first, and the retention purge deletes by age.
    index('auth_logs_time').on(t.createdAt),
  ],
);

/** Why and when a user's security stamp changed (SPEC resource securitystamplog). */
export const securityStampLogs = pgTable(
  'security_stamp_logs',
  {
    id: bigIdColumn(),
    userId: userIdColumn(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('security_stamp_logs_user').on(t.userId), index('security_stamp_logs_time').on(t.createdAt)],
);

/**
 * One row per accepted `forget-password` request (hashed code, single-use, 10 minutes). Every request
 * writes one, for unknown usernames too (`userId` null: its code was never sent and never works), so both
 * paths do the same work and the limits per username and per IP count from this table.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: idColumn(),
    /** The username as asked for, normalised and lower-cased. */
    username: text('username').notNull(),
    /** The account the code was mailed to; null when none was (unknown, no e-mail, locked). */
    userId: integer('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('password_reset_codes_username').on(t.username, t.createdAt),
    index('password_reset_codes_ip').on(t.ip, t.createdAt),
  ],
);

/**
 * One row per accepted `new-password` attempt, right or wrong: the guesses against a code and the limits
 * per username and per IP count from here, so every instance agrees.
 */
export const passwordResetGuesses = pgTable(
  'password_reset_guesses',
  {
    id: bigIdColumn(),
    username: text('username').notNull(),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('password_reset_guesses_username').on(t.username, t.createdAt),
    index('password_reset_guesses_ip').on(t.ip, t.createdAt),
  ],
);
