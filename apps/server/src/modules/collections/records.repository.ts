import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  isAdmin,
  type FilterCondition,
  type FilterRequest,
  type FormDefinition,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { changeLogs, collectionRecords, dataCollections } from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';
import { AppError } from '../../plugins/errors.js';
import {
  dayOf,
  INDEXED_PREFIX,
  mayKeyList,
  mayKeyNumber,
  numberOf,
  sortKeyOf,
  textKey,
  type KeyedField,
} from './record-keys.js';
import { commonMessages } from '../../messages/index.js';

/** The resource name records carry in the change log and as the owner of their files. */
export const RECORD_RESOURCE = 'collectionrecord';

/** A record's name in the recycle bin: its collection's name. */
export const recordTitle: SQL = sql`(select ${dataCollections.fname} from ${dataCollections} where ${dataCollections.id} = ${collectionRecords.collectionId})`;

export type RecordRow = typeof collectionRecords.$inferSelect;
type Answers = Record<string, unknown>;
/** A record ready to store: its checked answers and their comparable keys. */
export type RecordValues = { data: Answers; keys: Answers };
type Actor = { userId: number; requestId: string };

/** Rows per INSERT or IN list: far below every engine's bind-parameter limit. */
const CHUNK = 500;

/** The collections `POST datacollection/all` answers: those with at least one top-level form field (SPEC §7). */
export const COLLECTIONS_WITH_FIELDS: SQL = sql`jsonb_array_length(${dataCollections.formInfo} -> 'formFields') > 0`;

/** SPEC §6 ownership: Admins reach every record, everyone else only the records they created. */
export function ownedBy(user: Principal): SQL | undefined {
  return isAdmin(user) ? undefined : eq(collectionRecords.creatorId, user.id);
}

/** Live records of one collection that `user` may reach, plus `extra` conditions. */
export function liveRecords(collectionId: number, user: Principal, extra: SQL[] = []): SQL | undefined {
  return and(
    eq(collectionRecords.collectionId, collectionId),
    isNull(collectionRecords.deletedAt),
    ownedBy(user),
    ...extra,
  );
}

/** A live collection's definition, or undefined. */
export async function findCollection(
  db: Db,
  id: number,
): Promise<{ id: number; formInfo: FormDefinition } | undefined> {
  const [row] = await db
    .select({ id: dataCollections.id, formInfo: dataCollections.formInfo })
    .from(dataCollections)
    .where(and(eq(dataCollections.id, id), isNull(dataCollections.deletedAt)));
  return row;
}

/** One page of records and the total count under the same condition. */
export async function pageRecords(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  size: number,
): Promise<{ list: RecordRow[]; total: number }> {
  const total = await db.$count(collectionRecords, where);
  const list = await db
    .select()
    .from(collectionRecords)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { list, total };
}

/** A live record `user` may reach, locked for the rest of the transaction when `lock`. */
export async function findRecord(
  db: Db,
  collectionId: number,
  id: number,
  user: Principal,
  lock = false,
): Promise<RecordRow | undefined> {
  const query = db
    .select()
    .from(collectionRecords)
    .where(liveRecords(collectionId, user, [eq(collectionRecords.id, id)]));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of `ids` are live records of collection `collectionId` (any creator). */
export async function liveRecordIds(db: Db, collectionId: number, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: collectionRecords.id })
      .from(collectionRecords)
      .where(
        and(
          eq(collectionRecords.collectionId, collectionId),
          isNull(collectionRecords.deletedAt),
          inArray(collectionRecords.id, ids.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Writes change-log rows for records, in the caller's transaction; answers their ids, in order. */
export async function logRecordChanges(
  tx: Db,
  actor: Actor,
  entries: { action: 'create' | 'update' | 'delete'; id: number; before: unknown; after: unknown }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = await tx
      .insert(changeLogs)
      .values(
        entries.slice(i, i + CHUNK).map((e) => ({
          resource: RECORD_RESOURCE,
          recordId: e.id,
          action: e.action,
          before: e.before,
          after: e.after,
          actorId: actor.userId,
          requestId: actor.requestId,
        })),
      )
      .returning({ id: changeLogs.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Inserts one record; answers the stored row. */
export async function insertRecord(
  tx: Db,
  collectionId: number,
  creatorId: number,
  values: RecordValues,
): Promise<RecordRow> {
  const [row] = await tx
    .insert(collectionRecords)
    .values({ collectionId, creatorId, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Inserts many records in chunks (the Excel import, test and benchmark seeding), in the caller's
 * transaction; answers the new ids in input order.
 */
export async function insertRecords(
  tx: Db,
  collectionId: number,
  creatorId: number,
  rows: readonly RecordValues[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await tx
      .insert(collectionRecords)
      .values(rows.slice(i, i + CHUNK).map((values) => ({ collectionId, creatorId, ...values })))
      .returning({ id: collectionRecords.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Replaces a record's answers. */
export async function updateRecord(
  tx: Db,
  id: number,
  updaterId: number,
  values: RecordValues,
): Promise<RecordRow> {
  const [row] = await tx
    .update(collectionRecords)
    .set({ ...values, updatedAt: sql`now()`, updaterId })
    .where(eq(collectionRecords.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Soft-deletes a record. */
export async function softDeleteRecord(
  tx: Db,
  id: number,
  deleterId: number,
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .update(collectionRecords)
    .set({ deletedAt: sql`now()`, deleterId })
    .where(eq(collectionRecords.id, id))
    .returning();
  return row;
}

/** Whether the live record `id` was created by `userId`. */
export async function recordCreatedBy(db: Db, id: number, userId: number): Promise<boolean> {
  return liveRowExists(
    db,
    collectionRecords,
    eq(collectionRecords.id, id),
    eq(collectionRecords.creatorId, userId),
  );
}

// Record filters and sorting over the precomputed keys (record-keys.ts): `eq` and `in` compare the folded
// text, number or day (JSONB containment on the GIN index where the key may be a list), `like` a substring
// of the folded text, `gt`/`lt` numeric when the value is a number, by day on date fields, else in Persian
// alphabetical order; sorting reads the byte-ordered sort key. Every expression is written exactly as the
// per-collection indexes of record-indexes.repository.ts define it; text keys are compared on their
// indexed prefix first, then whole, which selects and orders exactly as the whole key alone would.

const keys = collectionRecords.keys;

function invalidValue(field: string): never {
  throw new AppError('bad_request', commonMessages.badFilterValue(field));
}

const contains = (object: Record<string, unknown>): SQL => sql`${keys} @> ${JSON.stringify(object)}::jsonb`;
const text = (key: string): SQL => sql`(${keys} ->> ${key})`;
const prefixLength = sql.raw(String(INDEXED_PREFIX));
/** The indexed prefix of a text key, or of a value compared with one. */
const prefix = (value: SQL | string): SQL => sql`left(${value}, ${prefixLength})`;

function scalarOf(field: string, value: unknown): string | number | boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    invalidValue(field);
  if (typeof value === 'string' && value.trim() === '') invalidValue(field);
  return value;
}

/**
 * A text key equal to `value`, on the indexed prefix: a value shorter than the prefix is equal exactly
 * when the prefix is (so no second condition misleads the planner's row estimate), a longer one also
 * compares the whole key.
 */
function textEquals(key: SQL, value: string): SQL {
  const onPrefix = sql`${prefix(key)} = ${prefix(value)}`;
  return [...value].length < INDEXED_PREFIX ? onPrefix : sql`(${onPrefix} and ${key} = ${value})`;
}

/**
 * One `eq`: the same folded text, the same number, or (multi choices) a list holding it. Fields whose key
 * is always one text compare it with `=` (and the number with `=` where one may be stored), the shapes
 * the per-collection btree indexes serve (record-indexes.repository.ts); keys that may be lists use containment.
 */
function equals(id: string, keyed: KeyedField, raw: unknown): SQL {
  const value = scalarOf(id, raw);
  const type = keyed.field.type;
  if (type === 'date') {
    const day = dayOf(String(value));
    if (day === null) invalidValue(id);
    return sql`(${text(`${id}#d`)})::integer = ${day}`;
  }
  const folded = textKey(String(value));
  const n = mayKeyNumber(type) ? numberOf(value) : null;
  const options = mayKeyList(type)
    ? [contains({ [id]: folded }), contains({ [id]: [folded] })]
    : [textEquals(text(id), folded)];
  if (n !== null) options.push(sql`(${text(`${id}#n`)})::float8 = ${n}`);
  return options.length === 1 ? (options[0] as SQL) : (or(...options) as SQL);
}

function compare(id: string, keyed: KeyedField, op: 'gt' | 'lt', raw: unknown): SQL {
  const value = scalarOf(id, raw);
  const cmp = op === 'gt' ? sql.raw('>') : sql.raw('<');
  if (keyed.field.type === 'date') {
    const day = dayOf(String(value));
    if (day === null) invalidValue(id);
    return sql`(${text(`${id}#d`)})::integer ${cmp} ${day}`;
  }
  const n = numberOf(value);
  if (n !== null) return sql`(${text(`${id}#n`)})::float8 ${cmp} ${n}`;
  // A key past the value is past it on the prefix too (or equal there), and the other way round.
  const key = sortKeyOf(String(value));
  const cmpPrefix = op === 'gt' ? sql.raw('>=') : sql.raw('<=');
  return sql`(${prefix(text(`${id}#s`))} collate "C" ${cmpPrefix} ${prefix(key)} collate "C" and ${text(`${id}#s`)} collate "C" ${cmp} ${key} collate "C")`;
}

function condition(id: string, keyed: KeyedField, filter: FilterCondition): SQL {
  if (filter.op === 'in') {
    if (!Array.isArray(filter.value) || filter.value.length === 0) invalidValue(id);
    return or(...filter.value.map((v) => equals(id, keyed, v))) as SQL;
  }
  if (Array.isArray(filter.value)) invalidValue(id);
  switch (filter.op) {
    case 'like': {
      const pattern = containsPattern(textKey(String(scalarOf(id, filter.value))));
      return sql`coalesce(${text(`${id}#t`)}, ${text(id)}) like ${pattern}`;
    }
    case 'eq':
      return equals(id, keyed, filter.value);
    case 'gt':
    case 'lt':
      return compare(id, keyed, filter.op, filter.value);
  }
}

/** The conditions of a record filter; an unknown field id or a bad value is a Persian 400. */
export function recordWhere(fields: Map<string, KeyedField>, filters: FilterRequest['filters']): SQL[] {
  return Object.entries(filters).map(([id, filter]) => {
    const keyed = fields.get(id);
    if (!keyed) throw new AppError('bad_request', commonMessages.unknownFilterField(id));
    return condition(id, keyed, filter);
  });
}

/** ORDER BY of a record list: a field's sort key (empty answers last), id or createdAt; newest first by default. */
export function recordOrder(fields: Map<string, KeyedField>, sort: FilterRequest['sort']): SQL[] {
  if (!sort) return [desc(collectionRecords.id)];
  const dir = sort.dir === 'desc' ? desc : asc;
  if (sort.field === 'id') return [dir(collectionRecords.id)];
  if (sort.field === 'createdAt') return [dir(collectionRecords.createdAt), dir(collectionRecords.id)];
  if (!fields.has(sort.field)) throw new AppError('bad_request', commonMessages.unknownSortField(sort.field));
  const key = text(`${sort.field}#s`);
  const way = sql.raw(sort.dir === 'desc' ? 'desc' : 'asc');
  return [
    sql`${prefix(key)} collate "C" ${way} nulls last`,
    sql`${key} collate "C" ${way} nulls last`,
    asc(collectionRecords.id),
  ];
}
