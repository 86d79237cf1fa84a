import { and, asc, desc, eq, gt, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeText, toLatinDigits, type FilterCondition, type FilterRequest } from '@darvazeh/shared';
import { AppError } from '../errors.js';
import type { FieldType, ResourceField } from './resource-definition.js';
import { commonMessages } from '../../messages/index.js';
import { containsPattern } from '../../db/like.js';

/** What filtering and sorting need to know of a resource. */
type Listable = {
  fields: Record<string, ResourceField>;
  table: { id: PgColumn };
  defaultOrder?: readonly SQL[];
};

const OPS_BY_TYPE: Record<FieldType, ReadonlySet<string>> = {
  text: new Set(['like', 'eq', 'in']),
  number: new Set(['eq', 'gt', 'lt', 'in']),
  boolean: new Set(['eq']),
  date: new Set(['eq', 'gt', 'lt']),
};

// Persian letters in alphabetical order; Unicode order puts پ چ ژ گ after ی, so text is sorted by a key
// that maps each letter to an ascending code point, compared byte-wise ("C") on every engine.
export const PERSIAN_ALPHABET = 'آاأإبپتثجچحخدذرزژسشصضطظعغفقکگلمنوؤهةیئ';
export const SORT_KEYS = Array.from(PERSIAN_ALPHABET, (_, i) => String.fromCodePoint(0xe000 + i)).join('');

function invalidValue(field: string): never {
  throw new AppError('bad_request', commonMessages.badFilterValue(field));
}

// Integer ranges by SQL type; a value outside them would be PostgreSQL's 22003 (a 500 before the
// error plugin knew it). Drizzle's bigint "number" mode holds safe integers only.
const INT_RANGES: Record<string, readonly [number, number]> = {
  smallint: [-32_768, 32_767],
  smallserial: [1, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  serial: [1, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  bigserial: [1, Number.MAX_SAFE_INTEGER],
};

// Dates between years 1 and 9999 (UTC): JavaScript writes later or earlier ones as `+275760-…` or
// `-000001-…`, which PostgreSQL cannot read, and year 0 does not exist in its calendar.
// (Date.UTC maps years 0–99 to 1900–1999, so the first day is set with setUTCFullYear.)
const MIN_DATE = new Date(0).setUTCFullYear(1, 0, 1);
const MAX_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The integer range a number filter on `column` may compare with, or null for a non-integer column. */
function intRangeOf(column: PgColumn): readonly [number, number] | null {
  return INT_RANGES[column.getSQLType()] ?? null;
}

function coerce(
  field: string,
  type: FieldType,
  value: unknown,
  column: PgColumn,
): string | number | boolean | Date {
  switch (type) {
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number') invalidValue(field);
      return normalizeText(String(value));
    case 'number': {
      const n = typeof value === 'string' ? Number(toLatinDigits(value.trim())) : value;
      if (
        typeof n !== 'number' ||
        !Number.isFinite(n) ||
        (typeof value === 'string' && value.trim() === '')
      ) {
        invalidValue(field);
      }
      const range = intRangeOf(column);
      if (range && (!Number.isInteger(n) || n < range[0] || n > range[1])) invalidValue(field);
      return n;
    }
    case 'boolean':
      if (typeof value !== 'boolean') invalidValue(field);
      return value;
    case 'date': {
      const d = typeof value === 'string' ? new Date(toLatinDigits(value)) : null;
      if (!d || Number.isNaN(d.getTime()) || d.getTime() < MIN_DATE || d.getTime() > MAX_DATE)
        invalidValue(field);
      return d;
    }
  }
}

// Persian and Arabic-Indic digits, and the Latin digits normalizeText turns them into.
const NON_LATIN_DIGITS = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';
const LATIN_DIGITS = '01234567890123456789';

/**
 * A text column as searches compare it: names keep the digits people typed (۱۴۰۵ or 1405), so both
 * sides are folded to Latin digits (the value by normalizeText).
 */
export function searchKey(column: PgColumn | SQL): SQL {
  return sql`translate(${column}, ${NON_LATIN_DIGITS}, ${LATIN_DIGITS})`;
}

/** A text filter, on the column's search key (digits folded) against the normalised value. */
function textCondition(field: string, column: PgColumn, filter: FilterCondition): SQL {
  const key = searchKey(column);
  if (filter.op === 'in') {
    if (!Array.isArray(filter.value) || filter.value.length === 0) invalidValue(field);
    return inArray(
      key,
      filter.value.map((v) => coerce(field, 'text', v, column)),
    );
  }
  if (Array.isArray(filter.value)) invalidValue(field);
  const value = String(coerce(field, 'text', filter.value, column));
  return filter.op === 'like' ? ilike(key, containsPattern(value)) : eq(key, value);
}

function condition(field: string, spec: ResourceField, filter: FilterCondition): SQL {
  const { type, column } = spec;
  if (!OPS_BY_TYPE[type].has(filter.op)) invalidValue(field);
  if (spec.membership) {
    if (filter.op !== 'eq' && filter.op !== 'in') invalidValue(field);
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (values.length === 0) invalidValue(field);
    return spec.membership(values.map((v) => coerce(field, 'number', v, column) as number));
  }
  if (type === 'text') return textCondition(field, column, filter);
  if (filter.op === 'in') {
    if (!Array.isArray(filter.value) || filter.value.length === 0) invalidValue(field);
    return inArray(
      column,
      filter.value.map((v) => coerce(field, type, v, column)),
    );
  }
  if (Array.isArray(filter.value)) invalidValue(field);
  const value = coerce(field, type, filter.value, column);
  switch (filter.op) {
    case 'like':
      return ilike(column, containsPattern(String(value)));
    case 'eq':
      return eq(column, value);
    case 'gt':
      return gt(column, value);
    case 'lt':
      return lt(column, value);
  }
}

/** The field named `name`: own properties only, so `constructor` or `toString` is unknown, not Object's. */
function fieldOf(def: Listable, name: string): ResourceField | undefined {
  return Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
}

/** Compiles validated filters into a SQL condition over live rows; unknown fields and bad values are 400s. */
export function whereOf(def: Listable, filters: FilterRequest['filters']): SQL[] {
  return Object.entries(filters).map(([field, filter]) => {
    const spec = fieldOf(def, field);
    if (!spec) throw new AppError('bad_request', commonMessages.unknownFilterField(field));
    return condition(field, spec, filter);
  });
}

/** A text column as lists sort it: in Persian alphabetical order, the same on every engine. */
export function persianSortKey(column: PgColumn): SQL {
  return sql`translate(lower(${column}), ${PERSIAN_ALPHABET}, ${SORT_KEYS}) collate "C"`;
}

/** The ORDER BY for a list: the requested field (Persian-aware for text), else the resource's default (newest first). */
export function orderOf(def: Listable, sort: FilterRequest['sort']): SQL[] {
  if (!sort) return def.defaultOrder ? [...def.defaultOrder] : [desc(def.table.id)];
  const spec = fieldOf(def, sort.field);
  if (!spec) throw new AppError('bad_request', commonMessages.unknownSortField(sort.field));
  const key = spec.type === 'text' ? persianSortKey(spec.column) : sql`${spec.column}`;
  return [sort.dir === 'desc' ? desc(key) : asc(key)];
}

/** Combines conditions with AND; undefined when there are none. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
