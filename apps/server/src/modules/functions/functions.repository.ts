import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  externalServices,
  functionLogs,
  functions,
  unitWebserviceAccesses,
} from '../../db/schema/functions.js';
import { findLiveRow, liveRowExists } from '../../db/live-rows.js';
import { unitResponsibilities, units } from '../../db/schema/organisation.js';
import { changeLogs } from '../../db/schema/system.js';

/** A row of the functions table. */
export type FunctionRow = typeof functions.$inferSelect;

/** A live function by id, or undefined. */
export async function findFunction(db: Db, id: number): Promise<FunctionRow | undefined> {
  return findLiveRow(db, functions, eq(functions.id, id));
}

/** A row of external_services: its secret sealed (never answer this row as it is). */
export type ExternalServiceRow = typeof externalServices.$inferSelect;

/** A live outside web service by id, or undefined. */
export async function findExternalService(db: Db, id: number): Promise<ExternalServiceRow | undefined> {
  return findLiveRow(db, externalServices, eq(externalServices.id, id));
}

/** A live function by its English name, or undefined. */
export async function findFunctionByEname(db: Db, ename: string): Promise<FunctionRow | undefined> {
  return findLiveRow(db, functions, eq(functions.ename, ename));
}

/** The units allowed to call function `functionId` (none: open to every signed-in user). */
export async function allowedUnitsOf(db: Db, functionId: number): Promise<number[]> {
  const rows = await db
    .select({ unitId: unitWebserviceAccesses.unitId })
    .from(unitWebserviceAccesses)
    .where(and(eq(unitWebserviceAccesses.functionId, functionId), isNull(unitWebserviceAccesses.deletedAt)));
  return rows.map((row) => row.unitId);
}

/** Tells whether `userId` holds a live responsibility in one of `unitIds`. */
export async function hasResponsibilityIn(
  db: Db,
  userId: number,
  unitIds: readonly number[],
): Promise<boolean> {
  if (unitIds.length === 0) return false;
  const [row] = await db
    .select({ id: unitResponsibilities.id })
    .from(unitResponsibilities)
    .where(
      and(
        eq(unitResponsibilities.userId, userId),
        inArray(unitResponsibilities.unitId, [...unitIds]),
        isNull(unitResponsibilities.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Tells whether a live unit access still names function `functionId`. */
export async function functionHasAccesses(db: Db, functionId: number): Promise<boolean> {
  return (await allowedUnitsOf(db, functionId)).length > 0;
}

/** Writes one function log row. */
export async function insertFunctionLog(db: Db, row: typeof functionLogs.$inferInsert): Promise<void> {
  await db.insert(functionLogs).values(row);
}

/**
 * The newest change-log id, and whether it is settled: no other session on this database holds a
 * transaction that has written anything (a transaction id). Ids are taken before commit, so while a
 * writer is open a later id may already be committed and the open one's lower id still to come: an answer
 * filled then could miss that write and still match the newest id after it commits. Only this database's
 * sessions count (the portal's own role sees their transaction ids): writers of other databases on the
 * same server — other applications, parallel test files — cannot touch the change log.
 */
export async function changeVersion(db: Db): Promise<{ id: number; settled: boolean }> {
  const result: unknown = await db.execute(
    sql`select (select max(${changeLogs.id}) from ${changeLogs}) as id,
      not exists (select 1 from pg_stat_activity where datname = current_database()
        and backend_xid is not null and pid <> pg_backend_pid()) as settled`,
  );
  const [row] = (result as { rows: { id: string | number | null; settled: boolean }[] }).rows;
  return { id: Number(row?.id ?? 0), settled: row?.settled === true };
}

/** Tells whether unit `id` is live. */
export const unitExists = (db: Db, id: number) => liveRowExists(db, units, eq(units.id, id));

/** Tells whether function `id` is live. */
export const functionExists = (db: Db, id: number) => liveRowExists(db, functions, eq(functions.id, id));
