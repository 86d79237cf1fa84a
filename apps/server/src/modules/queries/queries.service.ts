// Running query definitions (SPEC §3) and the Mongo subset over collections' records, read-only (see
// docs/ARCHITECTURE.md "Queries"). Who may read what follows the records' own rule (records.routes.ts):
// Admins and Employees only; an Employee reads only the records they created, in every source; system
// collections are Admins' alone.
import {
  isAdmin,
  isEmployee,
  QUERY_ROW_CAP,
  queryDefinition,
  type Principal,
  type QueryAnswer,
  type QueryCondition,
  type QueryDefinition,
  type StoredQueryColumn,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { formOf, SYSTEM_COLLECTIONS } from '../collections/record-values.service.js';
import { commonMessages, queryMessages } from '../../messages/index.js';
import { compileQuery, type CompiledQuery } from './query-compiler.js';
import { rollUp } from './query-rollup.js';
import { fromDayCounts } from './query-day-counts.js';
import { columnField, recordFields, type SourceMeta } from './query-fields.js';
import { outputColumns, type SourceNames } from './query-columns.js';
import { compileMongo, readMongoQuery } from './mongo-compiler.js';
import { answerOf, documentsOf, type MongoAnswer } from './query-rows.js';
import { fanOutPlan, MAX_JOINED_ROWS } from './query-fanout.js';
import { deadlineIn, runPlan, type QueryDeadline } from './query-run.repository.js';
import { SYSTEM_SOURCE_NAMES, SYSTEM_TABLES, systemSourceColumns } from './query-system-tables.js';
import type { SourceOwner } from './query-plan.js';

/**
 * How long one query may take, its statements together, on either engine: PostgreSQL's SET LOCAL
 * statement_timeout and the statement's own deadline checks (PGlite) stop it there.
 */
export const QUERY_TIMEOUT_MS = 5_000;

/**
 * Whose rights a query runs with, when not the caller's own (the records' rule below): `all` reads every
 * source whole (an Admin viewing a dashboard, or a card an Admin marked portal-wide); `owner` is a
 * dashboard viewer's scope — the records they created, the catalogue system collections (Unit,
 * UnitType) whole, the owned ones (Requests, RequestTasks) only the rows their unit responsibilities own
 * (SPEC §6), and no other system collection (403).
 */
export type QueryScope = { all: true } | { all: false; owner: SourceOwner };

/**
 * How a query runs. `scope`: whose rights (the caller's own when left out); `also`: conditions every row
 * must meet besides the definition's (a dashboard's filters, which can only narrow). Overrides for tests:
 * a shorter timeout, a smaller row cap, another bound on joined rows.
 */
export type RunOptions = {
  timeoutMs?: number;
  rowCap?: number;
  maxJoinedRows?: number;
  scope?: QueryScope;
  also?: readonly QueryCondition[];
};

/** 403 unless `principal` may query records at all (Admins and Employees, as for the record routes). */
export function assertMayQuery(principal: Principal): void {
  if (!isAdmin(principal) && !isEmployee(principal))
    throw new AppError('forbidden', commonMessages.forbidden);
}

/**
 * The metadata of one source as `principal` may read it. With the caller's own rights (no `scope`): a
 * live data collection (404 otherwise) whose records are limited to the principal's own unless Admin; a
 * system collection for Admins only (403). With a dashboard `scope` (QueryScope): `all` reads every
 * source whole; `owner` the records the viewer created, and the system collections their `reach` opens
 * to a viewer (the owned ones limited to what the viewer owns), else 403. A system collection must exist
 * (400).
 */
export async function sourceMeta(
  db: Db,
  principal: Principal,
  collectionId: number | string,
  scope?: QueryScope,
): Promise<SourceMeta> {
  const reading: QueryScope =
    scope ?? (isAdmin(principal) ? { all: true } : { all: false, owner: { userId: principal.id, held: [] } });
  if (typeof collectionId === 'number') {
    const form = await formOf(db, collectionId);
    return {
      kind: 'records',
      collectionId: form.id,
      creatorId: reading.all ? null : reading.owner.userId,
      fields: recordFields(form.fields),
    };
  }
  const name = SYSTEM_SOURCE_NAMES.find((n) => n === collectionId);
  const reach = name ? SYSTEM_TABLES[name].reach : 'admin';
  // Without a dashboard's scope, only an Admin reads system collections.
  if (!reading.all && (scope === undefined || reach === 'admin'))
    throw new AppError('forbidden', commonMessages.forbidden);
  const described = SYSTEM_COLLECTIONS.find((c) => c.name === collectionId);
  if (!described || !name)
    throw new AppError('bad_request', queryMessages.unknownSystemCollection(collectionId));
  const labels = new Map(described.fields.map((f) => [f.id, f.fname]));
  const fields = systemSourceColumns(name).map(
    ([id, type]) => [id, columnField(id, labels.get(id) ?? id, type)] as const,
  );
  const owner = !reading.all && reach === 'owned' ? reading.owner : null;
  return { kind: 'system', name, owner, fields: new Map(fields) };
}

/** The first Persian message of a failed parse, as the 400 (every message in `details`). */
export function invalid(issues: readonly { message: string }[]): AppError {
  const messages = [...new Set(issues.map((i) => i.message))];
  return new AppError('bad_request', messages[0] ?? commonMessages.badRequest, messages);
}

/**
 * Refuses a plan whose joins can make more than `max` rows (query-fanout.ts), counted as `principal`
 * reads the sources, before it runs. Throws AppError 400 (too many rows; the count's own timeout).
 */
async function refuseLargeJoins(db: Db, plan: CompiledQuery['plan'], max: number, deadline: QueryDeadline) {
  const counting = fanOutPlan(plan);
  if (!counting) return;
  const [row] = await runPlan(db, counting, deadline);
  const rows = Math.round(Number(row?.n ?? 0));
  if (rows > max) throw new AppError('bad_request', queryMessages.tooManyJoinedRows(rows, max));
}

/**
 * Runs a query definition (checked here with the shared `queryDefinition`) as `principal`: refused when
 * its joins can make more than MAX_JOINED_ROWS rows, else one read-only statement; both within
 * QUERY_TIMEOUT_MS, at most QUERY_ROW_CAP rows (`truncated` when more matched). Throws AppError: 400 (the
 * definition, its fields, operators or values; too many joined rows; a timeout), 403, 404 (a missing
 * collection).
 */
export async function runQuery(
  db: Db,
  principal: Principal,
  input: unknown,
  options: RunOptions = {},
): Promise<QueryAnswer> {
  const deadline = deadlineIn(options.timeoutMs ?? QUERY_TIMEOUT_MS);
  const rowCap = options.rowCap ?? QUERY_ROW_CAP;
  const { compiled } = await compileAs(db, principal, input, rowCap, options);
  await refuseLargeJoins(db, compiled.plan, options.maxJoinedRows ?? MAX_JOINED_ROWS, deadline);
  const rows = await runPlan(db, fromDayCounts(rollUp(compiled.plan)), deadline);
  return answerOf(compiled, rows, rowCap);
}

/**
 * Checks and compiles a query definition as `principal` would run it (within `scope`, with the extra
 * conditions `also`), without running it: the checked definition (defaults filled in) and its plan. Throws AppError as runQuery does (400, 403, 404).
 */
export async function compileAs(
  db: Db,
  principal: Principal,
  input: unknown,
  rowCap = QUERY_ROW_CAP,
  { scope, also = [] }: Pick<RunOptions, 'scope' | 'also'> = {},
): Promise<{ definition: QueryDefinition; compiled: CompiledQuery }> {
  const parsed = queryDefinition.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues);
  assertMayQuery(principal);
  const definition: QueryDefinition = parsed.data;
  const sources = new Map<string, SourceMeta>();
  for (const source of definition.sources)
    sources.set(source.alias, await sourceMeta(db, principal, source.collectionId, scope));
  return { definition, compiled: compileQuery(definition, sources, rowCap, also) };
}

/**
 * The output columns of a checked definition with their Persian labels (query-columns.ts), from the
 * sources' field names alone: call it only for a definition `compileAs` accepted for the writer. Throws
 * AppError 404 when a source collection is gone.
 */
export async function labelledColumns(db: Db, definition: QueryDefinition): Promise<StoredQueryColumn[]> {
  const sources = new Map<string, SourceNames>();
  for (const source of definition.sources) {
    const id = source.collectionId;
    const fields =
      typeof id === 'number'
        ? recordFields((await formOf(db, id)).fields)
        : new Map(
            (SYSTEM_COLLECTIONS.find((c) => c.name === id)?.fields ?? []).map((f) => [
              f.id,
              { name: f.fname },
            ]),
          );
    sources.set(source.alias, { fields });
  }
  return outputColumns(definition, sources);
}

/**
 * Runs a query of the Mongo subset (mongo-compiler.ts) over one collection as `principal`, under the same
 * rules, timeout and row cap as runQuery. Throws AppError: 400 (outside the subset, unknown fields, bad
 * values or patterns; a timeout), 403, 404.
 */
export async function runMongoQuery(
  db: Db,
  principal: Principal,
  input: unknown,
  options: RunOptions = {},
): Promise<MongoAnswer> {
  const query = readMongoQuery(input);
  assertMayQuery(principal);
  const source = await sourceMeta(db, principal, query.source);
  const rowCap = options.rowCap ?? QUERY_ROW_CAP;
  const compiled = compileMongo(query, source, rowCap);
  const rows = await runPlan(db, compiled.plan, deadlineIn(options.timeoutMs ?? QUERY_TIMEOUT_MS));
  return documentsOf(compiled, rows, rowCap);
}
