// The log screen's reads (one UNION ALL over every kind's source, newest first) and the retention purge.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { LOG_KINDS, LOG_LIST_MAX_ROWS, type LogKind, type LogOutcome } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { unitRoles, units } from '../../../db/schema/index.js';
import { LOG_SOURCES, LOG_TABLES } from './log-sources.repository.js';

/** The filters of the list and the export, validated (logListRequest). */
export type LogFilters = {
  kind?: LogKind;
  outcome?: LogOutcome;
  userId?: number;
  from: string;
  to: string;
  text?: string;
  /** One row of the kind (a row's details). */
  rowId?: number;
};

/** A row as the sources project it, its user's name joined. */
export type LogRow = {
  kind: LogKind;
  id: number;
  at: string;
  outcome: LogOutcome;
  userId: number | null;
  userName: string | null;
  code: string | null;
  subject: string | null;
};

type RawRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const userName = sql`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;

function matching(filters: LogFilters): SQL {
  const kinds = LOG_KINDS.filter((kind) => LOG_SOURCES[kind] && (!filters.kind || filters.kind === kind));
  const union =
    kinds.length === 0
      ? sql`select null::text as kind, null::bigint as id, null::timestamptz as at, null::text as outcome,
          null::integer as user_id, null::integer as actor_id, null::text as code, null::text as subject,
          null::text as haystack where false`
      : sql.join(
          kinds.map((kind) => sql`(${LOG_SOURCES[kind]!(filters.from, filters.to)})`),
          sql` union all `,
        );
  const where: SQL[] = [sql`true`];
  if (filters.rowId) where.push(sql`s.id = ${filters.rowId}`);
  if (filters.outcome) where.push(sql`s.outcome = ${filters.outcome}`);
  if (filters.userId) where.push(sql`(s.user_id = ${filters.userId} or s.actor_id = ${filters.userId})`);
  if (filters.text) {
    const pattern = `%${escapeLike(filters.text)}%`;
    where.push(sql`concat_ws(' ', s.haystack, ${userName}, u.username) ilike ${pattern}`);
  }
  return sql`from (${union}) s(kind, id, at, outcome, user_id, actor_id, code, subject, haystack)
    left join users u on u.id = s.user_id where ${sql.join(where, sql` and `)}`;
}

function rowOf(r: RawRow): LogRow {
  const kind = r.kind as LogKind;
  const name = (r.user_name as string | null) ?? (r.username as string | null);
  return {
    kind,
    id: Number(r.id),
    at: new Date(r.at as string | Date).toISOString(),
    outcome: r.outcome as LogOutcome,
    userId: r.user_id === null ? null : Number(r.user_id),
    // A failed sign-in may name nobody who exists: the username typed is who it was about.
    userName: name ?? (kind === 'authlog' ? (r.subject as string | null) : null),
    code: r.code as string | null,
    subject: r.subject as string | null,
  };
}

/** The rows matching `filters`, newest first, `limit` from `offset`. */
export async function listLogRows(db: Db, filters: LogFilters, offset: number, limit: number) {
  const result: unknown = await db.execute(sql`select s.kind, s.id, s.at, s.outcome, s.user_id, s.code,
      s.subject, ${userName} as user_name, u.username ${matching(filters)}
    order by s.at desc, s.kind, s.id desc limit ${limit} offset ${offset}`);
  return rowsOf(result).map(rowOf);
}

/** How many rows match `filters`, counted up to LOG_LIST_MAX_ROWS + 1 (more is "capped"). */
export async function countLogRows(db: Db, filters: LogFilters): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::integer as total from (select 1 ${matching(filters)} limit ${LOG_LIST_MAX_ROWS + 1}) c`,
  );
  return Number(rowsOf(result)[0]?.total ?? 0);
}

/** The display name (or username) of users `ids`. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result: unknown = await db.execute(sql`select u.id, coalesce(${userName}, u.username) as name
    from users u where u.id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rowsOf(result).map((r) => [Number(r.id), String(r.name)]));
}

/** The row `id` of kind `kind`'s table, every column, or undefined. */
export async function logRecord(db: Db, kind: LogKind, id: number): Promise<RawRow | undefined> {
  const source = LOG_TABLES[kind];
  if (!source) return undefined;
  const only = source.only ? sql` and ${source.only}` : sql``;
  const result: unknown = await db.execute(sql`select * from ${source.table} where id = ${id}${only}`);
  return rowsOf(result)[0];
}

/** The users whose name or username holds `q` (deleted ones too), at most 20. */
export async function findLogUsers(db: Db, q: string) {
  const pattern = `%${escapeLike(q)}%`;
  const result: unknown = await db.execute(sql`select u.id, coalesce(${userName}, u.username) as name,
      u.username from users u
    where concat_ws(' ', u.first_name, u.last_name, u.username) ilike ${pattern}
    order by u.username limit 20`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    username: String(r.username),
  }));
}

/** Rows deleted per statement by the purge, so no statement holds a long lock. */
const PURGE_BATCH = 5_000;

/** Deletes kind `kind`'s rows older than `days` days; answers how many. */
export async function purgeLogs(db: Db, kind: LogKind, days: number): Promise<number> {
  const source = LOG_TABLES[kind];
  if (!source) return 0;
  const only = source.only ? sql` and ${source.only}` : sql``;
  let total = 0;
  for (;;) {
    const result: unknown = await db.execute(sql`delete from ${source.table} where id in (
        select id from ${source.table}
        where created_at < now() - make_interval(days => ${days})${only} limit ${PURGE_BATCH})
      returning id`);
    const removed = rowsOf(result).length;
    total += removed;
    if (removed < PURGE_BATCH) return total;
  }
}

/** The names of the units and unit roles `ids` (a responsibility log's details), deleted ones too. */
export async function unitAndRoleNames(
  db: Db,
  ids: { units: number[]; roles: number[] },
): Promise<{ units: Map<number, string>; roles: Map<number, string> }> {
  const named = async (table: typeof units | typeof unitRoles, wanted: number[]) => {
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, [...new Set(wanted)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  };
  return { units: await named(units, ids.units), roles: await named(unitRoles, ids.roles) };
}
