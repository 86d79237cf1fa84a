import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { units } from './organisation.js';
import { deletedIndex, idColumn } from './columns.js';

/**
 * Connected systems (سامانه‌های متصل, resource `ssomanagement`): the university's systems that sign in
 * through the portal. This is the catalogue the single sign-on issue extends with each protocol's
 * settings (client ids, secrets, redirect URIs, SAML metadata). `categoryId`: 1 OpenID Connect,
 * 2 OAuth2, 3 SAML2, fixed at creation; `logoFileId` an attached image; `unitId` the owning unit, whose
 * Employees in unit role 3 manage the system; lower `priority` first.
 */
export const ssoClients = pgTable(
  'sso_clients',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    homeUrl: text('home_url').notNull(),
    logoFileId: text('logo_file_id'),
    categoryId: integer('category_id').notNull(),
    unitId: integer('unit_id').references(() => units.id),
    enabled: boolean('enabled').notNull().default(true),
    showOnMainPage: boolean('show_on_main_page').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('sso_clients_unit').on(t.unitId),
    index('sso_clients_priority').on(t.priority),
    deletedIndex('sso_clients', t),
  ],
);
