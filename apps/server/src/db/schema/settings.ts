import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';

/** The one row of site settings (SPEC §3 Settings), validated by the shared schema before it is stored. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  updaterId: integer('updater_id'),
});

/** General settings as name/data pairs (loginVector, firstHero, parallex, background, displaySystemsBaseOn, ssoProviders). */
export const generalSettings = pgTable(
  'general_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    data: text('data').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('general_settings_name_live')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The navbar menu tree: a link (justLink) or a content page. */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    name: text('name').notNull(),
    fname: text('fname').notNull(),
    justLink: boolean('just_link').notNull().default(false),
    link: text('link'),
    contentPageId: integer('content_page_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('menus_parent').on(t.parentId)],
);
