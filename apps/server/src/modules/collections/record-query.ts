// Record filters and sorting over the precomputed keys (record-keys.ts): `eq` and `in` compare the folded
// text, number or day (JSONB containment on the GIN index where the key may be a list), `like` a substring
// of the folded text, `gt`/`lt` numeric when the value is a number, by day on date fields, else in Persian
// alphabetical order; sorting reads the byte-ordered sort key. Every expression is written exactly as the
// per-collection indexes of record-indexes.ts define it; text keys are compared on their indexed prefix
// first, then whole, which selects and orders exactly as the whole key alone would.
import { asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { FilterCondition, FilterRequest } from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/index.js';
import { messages } from '../../messages.js';
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

const keys = collectionRecords.keys;

function invalidValue(field: string): never {
  throw new AppError('bad_request', messages.badFilterValue(field));
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
 * the per-collection btree indexes serve (record-indexes.ts); keys that may be lists use containment.
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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
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
      const pattern = `%${escapeLike(textKey(String(scalarOf(id, filter.value))))}%`;
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
    if (!keyed) throw new AppError('bad_request', messages.unknownFilterField(id));
    return condition(id, keyed, filter);
  });
}

/** ORDER BY of a record list: a field's sort key (empty answers last), id or createdAt; newest first by default. */
export function recordOrder(fields: Map<string, KeyedField>, sort: FilterRequest['sort']): SQL[] {
  if (!sort) return [desc(collectionRecords.id)];
  const dir = sort.dir === 'desc' ? desc : asc;
  if (sort.field === 'id') return [dir(collectionRecords.id)];
  if (sort.field === 'createdAt') return [dir(collectionRecords.createdAt), dir(collectionRecords.id)];
  if (!fields.has(sort.field)) throw new AppError('bad_request', messages.unknownSortField(sort.field));
  const key = text(`${sort.field}#s`);
  const way = sql.raw(sort.dir === 'desc' ? 'desc' : 'asc');
  return [
    sql`${prefix(key)} collate "C" ${way} nulls last`,
    sql`${key} collate "C" ${way} nulls last`,
    asc(collectionRecords.id),
  ];
}
