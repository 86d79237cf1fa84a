// Rows the built-in reports and a dashboard's copy read and write.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findLiveRow } from '../../db/live-rows.js';
import { dashboards } from '../../db/schema/index.js';
import type { DashboardRow } from './dashboards.repository.js';

/** Whether the portal ever held a dashboard, deleted ones included (a fresh portal holds none). */
export async function anyDashboardEver(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(dashboards)
    .limit(1);
  return row !== undefined;
}

/** The live dashboard `id`, or undefined. */
export function liveDashboard(db: Db, id: number): Promise<DashboardRow | undefined> {
  return findLiveRow(db, dashboards, eq(dashboards.id, id));
}

/** The id of the live dashboard titled `title` (stored normalised), or null. */
export async function liveDashboardTitled(db: Db, title: string): Promise<number | null> {
  const [row] = await db
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(and(eq(dashboards.title, title), isNull(dashboards.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Which of `titles` live dashboards carry. */
export async function liveDashboardTitles(db: Db, titles: readonly string[]): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const rows = await db
    .select({ title: dashboards.title })
    .from(dashboards)
    .where(and(inArray(dashboards.title, [...titles]), isNull(dashboards.deletedAt)));
  return new Set(rows.map((row) => row.title));
}

/** Inserts a dashboard as checked; answers its row. */
export async function insertDashboard(
  db: Db,
  values: Pick<DashboardRow, 'title' | 'categoryId' | 'cards' | 'filters' | 'shares' | 'creatorId'>,
): Promise<DashboardRow> {
  const [row] = await db.insert(dashboards).values(values).returning();
  return row!;
}
