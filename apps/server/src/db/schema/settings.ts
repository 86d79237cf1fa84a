import { boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { deletedIndex, idColumn, timestamptz, uniqueAmongLive } from './columns.js';

/** The one row of site settings (SPEC §3 Settings), validated by the shared schema before it is stored. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamptz('updated_at'),
  updaterId: integer('updater_id'),
});

/** General settings as name/data pairs (loginVector, firstHero, parallex, background, displaySystemsBaseOn, ssoProviders). */
export const generalSettings = pgTable(
  'general_settings',
  {
    id: idColumn(),
    name: text('name').notNull(),
    data: text('data').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('general_settings_name_live', t, t.name)],
);

/** The navbar menu tree: a link (justLink) or a content page. */
export const menus = pgTable(
  'menus',
  {
    id: idColumn(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    name: text('name').notNull(),
    fname: text('fname').notNull(),
    justLink: boolean('just_link').notNull().default(false),
    link: text('link'),
    contentPageId: integer('content_page_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('menus_parent').on(t.parentId), deletedIndex('menus', t)],
);
