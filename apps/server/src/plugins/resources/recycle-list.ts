// The recycle bin's one list: a UNION ALL over every kind's deleted rows, newest deletion first. Each
// branch reads its table's partial index on deleted rows (`<table>_deleted`), so the ordered union merges
// index scans and the page stops early. Rows deleted with their parent (a collection's records) are not
// listed: they come back with it.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { RecycleKind } from './recycle-definition.js';
import { deletedWith } from './recycle-cascade.js';
import type { RecycleRegistry } from './recycle-registry.js';

/**
 * Which rows: some kinds, a range of Tehran days (`YYYY-MM-DD`, both included) they were deleted in, or
 * those deleted before an instant (the retention purge's).
 */
export type RecycleQuery = {
  kinds: readonly RecycleKind[];
  from?: string | undefined;
  to?: string | undefined;
  before?: Date;
};

/** A row of the list as the database answers it. */
export type RecycleRow = {
  kind: string;
  id: number;
  name: string;
  deletedAt: Date;
  deleterId: number | null;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The condition hiding rows of `kind` deleted together with a parent that lists them as dependents. */
function withParent(kind: RecycleKind, registry: RecycleRegistry): SQL[] {
  return (kind.parents ?? []).flatMap((link) => {
    const parent = registry.get(link.kind);
    const dependent = parent?.dependents?.find((d) => d.table === kind.table && d.column === link.column);
    return parent && dependent ? [sql`not (${deletedWith(dependent, parent.table, link.column)})`] : [];
  });
}

function branch(kind: RecycleKind, registry: RecycleRegistry, query: RecycleQuery): SQL {
  const t = kind.table;
  const conditions = [sql`${t.deletedAt} is not null`, ...withParent(kind, registry)];
  if (query.from)
    conditions.push(sql`${t.deletedAt} >= (${query.from}::date::timestamp at time zone 'Asia/Tehran')`);
  if (query.to)
    conditions.push(sql`${t.deletedAt} < ((${query.to}::date + 1)::timestamp at time zone 'Asia/Tehran')`);
  if (query.before) conditions.push(sql`${t.deletedAt} < ${query.before.toISOString()}::timestamptz`);
  return sql`select ${kind.kind}::text as kind, ${t.id} as id, coalesce((${kind.title})::text, '') as name,
    ${t.deletedAt} as deleted_at, ${t.deleterId} as deleter_id
    from ${t} where ${sql.join(conditions, sql` and `)}`;
}

function union(registry: RecycleRegistry, query: RecycleQuery): SQL {
  return sql.join(
    query.kinds.map((kind) => branch(kind, registry, query)),
    sql` union all `,
  );
}

type RawRow = {
  kind: string;
  id: number;
  name: string;
  deleted_at: string | Date;
  deleter_id: number | null;
};

/** How many deleted rows `query` finds. */
export async function recycleCount(db: Db, registry: RecycleRegistry, query: RecycleQuery): Promise<number> {
  if (query.kinds.length === 0) return 0;
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from (${union(registry, query)}) as bin`),
  );
  return Number(counted?.n ?? 0);
}

/** Deleted rows of `query` from `offset`, newest deletion first (or oldest, for the retention purge). */
export async function recycleRows(
  db: Db,
  registry: RecycleRegistry,
  query: RecycleQuery,
  window: { offset: number; limit: number; oldestFirst?: boolean },
): Promise<RecycleRow[]> {
  if (query.kinds.length === 0) return [];
  const order = window.oldestFirst ? sql`deleted_at, kind, id` : sql`deleted_at desc, kind, id desc`;
  const rows = rowsOf<RawRow>(
    await db.execute(sql`select * from (${union(registry, query)}) as bin
      order by ${order} limit ${window.limit} offset ${window.offset}`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    name: r.name,
    deletedAt: new Date(r.deleted_at),
    deleterId: r.deleter_id === null ? null : Number(r.deleter_id),
  }));
}

/** How many rows of each dependent were deleted with the row `id` of `kind`, by the dependent's label. */
export async function deletedWithCounts(
  db: Db,
  kind: RecycleKind,
  id: number,
): Promise<{ label: string; count: number }[]> {
  const counts = [];
  for (const dependent of kind.dependents ?? []) {
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(
        sql`select count(*) as n from ${dependent.table} where ${deletedWith(dependent, kind.table, sql`${id}::integer`)}`,
      ),
    );
    const count = Number(row?.n ?? 0);
    if (count > 0) counts.push({ label: dependent.label, count });
  }
  return counts;
}

/** The full names of `ids` (deleted users included: the bin says who deleted, whoever they are now). */
export async function fullNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}
