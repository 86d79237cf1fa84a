// Running a query's statements: read-only, under one deadline the statements share, answered as a
// Persian 400 when it passes on either engine (query-sql.repository.ts renders the checks that stop a
// statement on PGlite; PostgreSQL's statement_timeout stops it there too).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, pgErrorOf } from '../../plugins/errors.js';
import { queryMessages } from '../../messages/index.js';
import type { SelectPlan } from './query-plan.js';
import { renderPlan } from './query-sql.repository.js';

/** The time one query may take from when it started (performance.now()), shared by every statement it runs. */
export type QueryDeadline = { timeoutMs: number; startedAt: number };

/** A deadline `timeoutMs` from now. */
export function deadlineIn(timeoutMs: number): QueryDeadline {
  return { timeoutMs, startedAt: performance.now() };
}

/** Whether a plan, or an inner layer of it, joins relations other than the calendar. */
function joinsRelations(plan: SelectPlan): boolean {
  const layers = [plan.from, ...plan.joins.map((j) => j.to)].flatMap((r) =>
    r.r === 'layer' ? [r.plan] : [],
  );
  return plan.joins.length > 0 || layers.some(joinsRelations);
}

/** Options of runReadOnly. */
export type ReadOnlyOptions = {
  /** Plan joins as hash (or merge) joins, never nested loops. */
  hashJoins?: boolean;
  /** The query's whole time, named in the timeout's message (`timeoutMs` by default). */
  budgetMs?: number;
};

/**
 * Renders `plan` to stop itself when `deadline` passes and runs it (runReadOnly). A plan that joins
 * relations is planned without nested loops: the planner has no statistics of the records' JSONB keys
 * (PGlite runs no autovacuum; collection_records is analysed only when its indexes change), so it
 * expects one row of each relation and picks nested loops that read one relation again for every row of
 * another — 3,000 × 3,000 pairs for a join making 3,000 rows — where a hash join reads each once.
 */
export function runPlan(
  db: Db,
  plan: SelectPlan,
  deadline: QueryDeadline,
): Promise<Record<string, unknown>[]> {
  const left = Math.max(1, Math.floor(deadline.timeoutMs - (performance.now() - deadline.startedAt)));
  return runReadOnly(db, renderPlan(plan, left), left, {
    hashJoins: joinsRelations(plan),
    budgetMs: deadline.timeoutMs,
  });
}

/**
 * Runs `statement` in a read-only transaction with `SET LOCAL statement_timeout` (set_config(…, true),
 * so the timeout is a parameter too) and answers its rows. A statement stopped at its deadline
 * (PostgreSQL's timeout, 57014, or a rendered plan's own check, 23514 on `query_deadline`) and a regular
 * expression PostgreSQL refuses are Persian 400s. PGlite accepts the timeout setting but cannot enforce it
 * (no timer signals in WebAssembly): there only a rendered plan's checks stop a statement.
 */
export async function runReadOnly(
  db: Db,
  statement: SQL,
  timeoutMs: number,
  options: ReadOnlyOptions = {},
): Promise<Record<string, unknown>[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true)`);
      if (options.hashJoins) await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
      const result: unknown = await tx.execute(statement);
      return (result as { rows: Record<string, unknown>[] }).rows;
    });
  } catch (error) {
    const pgError = pgErrorOf(error);
    const budgetMs = options.budgetMs ?? timeoutMs;
    if (pgError?.code === '57014' || (pgError?.code === '23514' && pgError.constraint === 'query_deadline'))
      throw new AppError('bad_request', queryMessages.timedOut(Math.max(1, Math.round(budgetMs / 1000))));
    if (pgError?.code === '2201B') throw new AppError('bad_request', queryMessages.badRegex);
    throw error;
  }
}
