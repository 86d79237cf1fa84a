import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAtColumn, idColumn, timestamptz } from './columns.js';

/**
 * One row per accepted `account/register/code` request (modules/registration): who the newcomer says
 * they are, and the code the `registration.sms` job made and sent (only its hash, written when it was
 * sent). The limits per mobile, national ID and IP count from here, so every instance agrees.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: idColumn(),
    /** SHA-256 of the registration id the newcomer was answered (a random token; never stored as is). */
    tokenHash: text('token_hash').notNull().unique(),
    /** 10 Latin digits with a valid check digit. */
    nationalId: text('national_id').notNull(),
    /** 09xxxxxxxxx. */
    mobile: text('mobile').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ip: text('ip'),
    /** Null until the job has sent the code. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamptz('code_expires_at'),
    /** The whole registration's end: no code is sent, nor taken, after it. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when it made an account, or found its national ID or mobile taken: it is spent. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('registrations_mobile').on(t.mobile, t.createdAt),
    index('registrations_national_id').on(t.nationalId, t.createdAt),
    index('registrations_ip').on(t.ip, t.createdAt),
  ],
);

/**
 * One row per accepted `account/register` attempt, right or wrong (written before the code is compared):
 * a registration's guesses and the limit per IP count from here.
 */
export const registrationGuesses = pgTable(
  'registration_guesses',
  {
    id: bigIdColumn(),
    /** Null when the registration id named none. */
    registrationId: integer('registration_id').references(() => registrations.id),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('registration_guesses_registration').on(t.registrationId),
    index('registration_guesses_ip').on(t.ip, t.createdAt),
  ],
);
