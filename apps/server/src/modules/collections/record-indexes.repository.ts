// Per-collection partial expression indexes on collection_records, so a `record/filter` over one
// collection's keys (record-keys.ts) reads an index instead of every row's JSONB. For each indexed field:
//   s  btree (left(keys->>'{id}#s', 500) collate "C")   sorting and text `gt`/`lt` (Persian order)
//   e  btree (left(keys->>'{id}', 500))                 `eq`/`in` on fields whose key is one text
//   n  btree ((keys->>'{id}#n')::float8)                numbers (`gt`/`lt`/`eq`; not date or choice fields)
//   d  btree ((keys->>'{id}#d')::integer)               days (`gt`/`lt`/`eq` on date fields)
//   t  gin (coalesce(keys->>'{id}#t', keys->>'{id}') gin_trgm_ops)   `like`
// each `where collection_id = {collectionId} and deleted_at is null`. The expressions are exactly the ones
// records.repository.ts writes, so the planner matches them (a partial index needs the collection id known when
// the query is planned: both drivers send unnamed statements, planned with their parameters). Text keys
// are indexed on their first INDEXED_PREFIX characters so no entry outgrows a btree page. `eq`/`in` on
// keys that may be lists (multi choices, checkboxes) stay on the shared GIN index of `keys`.
//
// DDL cannot take parameters, so the statements are built from validated parts only: a positive integer
// collection id and field ids matching FIELD_ID (as SQL string literals, quotes doubled anyway); index
// names are `crx_{collectionId}_{kind}_{hash of the indexed expression}`. They are created and dropped
// inside the datacollection write's transaction (not CONCURRENTLY: that cannot run in a transaction, and
// PGlite has one connection), so a definition and its indexes commit together. Until that commits, a
// build holds a SHARE lock on collection_records (record writes wait, reads go on) and a drop an ACCESS
// EXCLUSIVE one (reads wait too); definitions change rarely, and only by Admins.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { DISPLAY_ONLY_TYPES, type FormDefinition } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { INDEXED_PREFIX, mayKeyList, mayKeyNumber } from './record-keys.js';

/**
 * At most this many fields of a collection get indexes (up to four each): the first top-level fields shown
 * in the record table (not hideInTable), which are the ones a list is filtered and sorted by. Every index
 * slows each record write of its collection and every query's planning over the shared table a little, so
 * the count stays small; other fields still filter correctly, by reading the rows.
 */
export const MAX_INDEXED_FIELDS = 5;
const FIELD_ID = /^[A-Za-z0-9_-]+$/;
const PREFIX = 'crx_';
const OUR_NAME = /^crx_\d+_[sendt]_[0-9a-f]{16}$/;
const NOT_KEYED: ReadonlySet<string> = new Set([...DISPLAY_ONLY_TYPES, 'subform', 'expansion', 'table']);

type Kind = 's' | 'e' | 'n' | 'd' | 't';
type PlannedIndex = { name: string; ddl: string };

function collectionIdOf(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad collection id ${id}`);
  return id;
}

/** The key `{fieldId}{suffix}` as an SQL string literal; only ids matching FIELD_ID ever get here. */
function keyLiteral(fieldId: string, suffix: '' | '#s' | '#n' | '#d' | '#t'): string {
  if (!FIELD_ID.test(fieldId)) throw new Error(`bad field id ${JSON.stringify(fieldId)}`);
  return `'${`${fieldId}${suffix}`.replaceAll("'", "''")}'`;
}

function ddlOf(collectionId: number, kind: Kind, fieldId: string): PlannedIndex {
  const key = (suffix: Parameters<typeof keyLiteral>[1]) => `(keys ->> ${keyLiteral(fieldId, suffix)})`;
  const using = {
    s: `((left(${key('#s')}, ${INDEXED_PREFIX}) collate "C"))`,
    e: `((left(${key('')}, ${INDEXED_PREFIX})))`,
    n: `((${key('#n')}::float8))`,
    d: `((${key('#d')}::integer))`,
    t: `using gin ((coalesce(${key('#t')}, ${key('')})) gin_trgm_ops) with (fastupdate = off)`,
  }[kind];
  // The name hashes the definition, so an index whose shape changes in a later version is replaced.
  const name = `${PREFIX}${collectionId}_${kind}_${createHash('sha256').update(using).digest('hex').slice(0, 16)}`;
  const where = `where collection_id = ${collectionId} and deleted_at is null`;
  return { name, ddl: `create index if not exists "${name}" on collection_records ${using} ${where}` };
}

/** The indexes a collection's definition calls for. */
export function plannedIndexes(collectionId: number, definition: FormDefinition | null): PlannedIndex[] {
  const id = collectionIdOf(collectionId);
  const fields = (definition?.formFields ?? [])
    .filter((f) => !NOT_KEYED.has(f.type) && !f.hideInTable && FIELD_ID.test(f.id))
    .slice(0, MAX_INDEXED_FIELDS);
  return fields.flatMap((f) => {
    const kinds: Kind[] = ['s', 't'];
    if (!mayKeyList(f.type)) kinds.push('e');
    if (f.type === 'date') kinds.push('d');
    else if (mayKeyNumber(f.type)) kinds.push('n');
    return kinds.map((kind) => ddlOf(id, kind, f.id));
  });
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Names of the indexes a collection has now. */
export async function collectionIndexNames(db: Db, collectionId: number): Promise<string[]> {
  const prefix = `${PREFIX}${collectionIdOf(collectionId)}_`;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select indexname as name from pg_indexes where tablename = 'collection_records' and starts_with(indexname, ${prefix})`,
  );
  return rows.map((r) => r.name).filter((name) => OUR_NAME.test(name));
}

/**
 * Makes a collection's indexes match its definition (none for a deleted collection), in the caller's
 * transaction: drops the ones no longer called for, creates the missing ones and, when it created any,
 * refreshes the planner's statistics so it knows the new expressions' value distributions.
 */
export async function syncRecordIndexes(
  tx: Db,
  collectionId: number,
  definition: FormDefinition | null,
): Promise<void> {
  const wanted = plannedIndexes(collectionId, definition);
  const existing = new Set(await collectionIndexNames(tx, collectionId));
  const wantedNames = new Set(wanted.map((w) => w.name));
  for (const name of existing) {
    if (!wantedNames.has(name)) await tx.execute(sql.raw(`drop index if exists "${name}"`));
  }
  const missing = wanted.filter((w) => !existing.has(w.name));
  for (const index of missing) await tx.execute(sql.raw(index.ddl));
  if (missing.length > 0) await tx.execute(sql`analyze collection_records`);
}

/**
 * After a bulk import has committed: refreshes statistics and marks pages all-visible, so counts can read
 * indexes alone. PostgreSQL's autovacuum would get there eventually; PGlite has none. VACUUM cannot run
 * in a transaction.
 */
export async function refreshRecordStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) collection_records`);
}
