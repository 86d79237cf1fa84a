import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './audit.js';

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('roles_alias_live')
      .on(t.alias)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    passwordDeprecated: boolean('password_deprecated').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    securityStamp: text('security_stamp').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_username_live')
      .on(t.username)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A role held by a user, optionally scoped to a unit and unit role (SPEC §3 profile roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    securityStamp: text('security_stamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
