import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { idColumn } from './columns.js';
import { roles, users } from './identity.js';
import { units } from './organisation.js';
import { ssoClients } from './sso.js';

// Who may enter a connected system (docs/ARCHITECTURE.md "Single sign-on: who may enter"). Each row
// allows (`allowed` true) or denies one user, role, unit or address range for one system; the gate
// `checkSsoAccess` reads them all for the system at every authorization and token.

/** ssouserlimit: one user or one role (exactly one of the two) allowed into or denied a system. */
export const ssoUserLimits = pgTable(
  'sso_user_limits',
  {
    id: idColumn(),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    userId: integer('user_id').references(() => users.id),
    roleId: integer('role_id').references(() => roles.id),
    allowed: boolean('allowed').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('sso_user_limits_client')
      .on(t.clientId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('sso_user_limits_user_live')
      .on(t.clientId, t.userId)
      .where(sql`${t.deletedAt} is null and ${t.userId} is not null`),
    uniqueIndex('sso_user_limits_role_live')
      .on(t.clientId, t.roleId)
      .where(sql`${t.deletedAt} is null and ${t.roleId} is not null`),
    check('sso_user_limits_one_subject', sql`(${t.userId} is null) <> (${t.roleId} is null)`),
  ],
);

/** ssounitlimit: one unit (with every unit under it) allowed into or denied a system. */
export const ssoUnitLimits = pgTable(
  'sso_unit_limits',
  {
    id: idColumn(),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    allowed: boolean('allowed').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sso_unit_limits_unit_live')
      .on(t.clientId, t.unitId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * ssoiplimit: an IPv4 or IPv6 range in CIDR notation (a single address is stored as /32 or /128),
 * normalised to its network address, allowed or denied for a system.
 */
export const ssoIpLimits = pgTable(
  'sso_ip_limits',
  {
    id: idColumn(),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    range: text('range').notNull(),
    allowed: boolean('allowed').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sso_ip_limits_range_live')
      .on(t.clientId, t.range)
      .where(sql`${t.deletedAt} is null`),
  ],
);
