import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findLiveRow } from '../../db/live-rows.js';
import { dashboards, dataCollections, functions, storedQueries } from '../../db/schema/index.js';

/** A row of the stored_queries table. */
export type StoredQueryRow = typeof storedQueries.$inferSelect;

/** A live stored query by id, or undefined (never one that was deleted). */
export async function findStoredQuery(db: Db, id: number): Promise<StoredQueryRow | undefined> {
  return findLiveRow(db, storedQueries, eq(storedQueries.id, id));
}

/** Which of `ids` are live stored queries. */
export async function liveStoredQueryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storedQueries.id })
    .from(storedQueries)
    .where(and(inArray(storedQueries.id, [...ids]), isNull(storedQueries.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

// A `queryId` anywhere in a JSON document (a form field at any depth, a `read` expression of a form's
// function or a stored function), as a number or as its digits.
const NAMES_QUERY = '$.** ? (@.queryId == $id || @.queryId == $text)';
const namesQuery = (
  column: typeof dataCollections.formInfo | typeof functions.expressions | typeof dashboards.cards,
  id: number,
) =>
  sql`jsonb_path_exists(${column}, ${NAMES_QUERY}::jsonpath, jsonb_build_object('id', ${id}::int, 'text', ${String(id)}::text))`;

/**
 * The names of live data collections whose form, of live functions whose steps, and of live dashboards
 * whose cards name stored query `id`.
 */
export async function storedQueryUsers(
  db: Db,
  id: number,
): Promise<{ collections: string[]; functions: string[]; dashboards: string[] }> {
  const collectionRows = await db
    .select({ fname: dataCollections.fname })
    .from(dataCollections)
    .where(and(isNull(dataCollections.deletedAt), namesQuery(dataCollections.formInfo, id)))
    .orderBy(dataCollections.id)
    .limit(10);
  const functionRows = await db
    .select({ fname: functions.fname })
    .from(functions)
    .where(and(isNull(functions.deletedAt), namesQuery(functions.expressions, id)))
    .orderBy(functions.id)
    .limit(10);
  const dashboardRows = await db
    .select({ title: dashboards.title })
    .from(dashboards)
    .where(and(isNull(dashboards.deletedAt), namesQuery(dashboards.cards, id)))
    .orderBy(dashboards.id)
    .limit(10);
  return {
    collections: collectionRows.map((r) => r.fname),
    functions: functionRows.map((r) => r.fname),
    dashboards: dashboardRows.map((r) => r.title),
  };
}

/** Inserts a stored query as checked (definition parsed, columns derived); answers the row. */
export async function insertStoredQuery(
  db: Db,
  values: Pick<StoredQueryRow, 'fname' | 'description' | 'definition' | 'columns' | 'creatorId'>,
): Promise<StoredQueryRow> {
  const [row] = await db.insert(storedQueries).values(values).returning();
  return row!;
}

/** Which of `names` (normalised) live stored queries already carry. */
export async function liveStoredQueryNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ fname: storedQueries.fname })
    .from(storedQueries)
    .where(and(inArray(storedQueries.fname, [...names]), isNull(storedQueries.deletedAt)));
  return new Set(rows.map((row) => row.fname));
}
