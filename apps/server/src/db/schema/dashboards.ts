import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DashboardCard, DashboardFilter, DashboardShare } from '@darvazeh/shared';
import { auditColumns } from './audit.js';
import { deletedIndex, idColumn, uniqueAmongLive } from './columns.js';

/**
 * Dashboards (داشبورد, SPEC §3 resource `dashboard`): cards over stored queries on a grid, the filters
 * declared for the whole dashboard, and who it is shared with (SPEC §6 entries). `cards`, `filters` and
 * `shares` are stored as the shared `dashboardBody` checked them. The title (stored normalised) is unique
 * among live dashboards; `categoryId` files it under a service category, as functions are.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: idColumn(),
    title: text('title').notNull(),
    categoryId: integer('category_id'),
    cards: jsonb('cards').$type<DashboardCard[]>().notNull(),
    filters: jsonb('filters').$type<DashboardFilter[]>().notNull(),
    shares: jsonb('shares').$type<DashboardShare[]>().notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueAmongLive('dashboards_title_live', t, t.title),
    index('dashboards_category').on(t.categoryId),
    deletedIndex('dashboards', t),
  ],
);
