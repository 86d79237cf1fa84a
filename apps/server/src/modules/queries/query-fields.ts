// The fields a query may name and what may be done with each, for both compilers. A field's kind decides
// the operators, aggregates, date groupings and joins it allows (allowlists, nothing else passes), and
// how a value is turned into the parameter it is compared with: folded exactly as the record's stored keys
// were (modules/collections record-keys.ts), so `eq` on text ignores ی/ي, ک/ك and digit forms.
import {
  MULTI_CHOICE_TYPES,
  SINGLE_CHOICE_TYPES,
  toLatinDigits,
  type FormField,
  type QueryAggregate,
  type QueryOp,
} from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { dayOf, foldedText, numberOf, type KeyedField } from '../collections/record-values.service.js';
import { labels, queryMessages } from '../../messages/index.js';
import type {
  ColumnType,
  Cond,
  Expr,
  FieldAccess,
  FieldRef,
  Scalar,
  SourceOwner,
  SystemSourceName,
} from './query-plan.js';
import { containsPattern } from '../../db/like.js';

/**
 * What a field holds, as queries see it. Record answers: text (folded text), number (a text field of
 * format number or integer), date, choice (one option), multi (options or checkboxes: a list), other
 * (maps, tables: only present or not). Columns: integer, string (text as stored), boolean, timestamp.
 */
export type FieldKind =
  'text' | 'number' | 'date' | 'choice' | 'multi' | 'other' | 'integer' | 'string' | 'boolean' | 'timestamp';

/** A field of a source: its id, its name for messages, its kind and where its value lives. */
export type FieldMeta = {
  id: string;
  name: string;
  kind: FieldKind;
  access: FieldAccess;
  /** A choice field's typed options: option id (as text) → label. */
  options?: ReadonlyMap<string, string>;
};

/** A source as the compilers see it: a data collection's records or a system table, with its fields. */
export type SourceMeta =
  | {
      kind: 'records';
      collectionId: number;
      /** Only this user's records (an Employee reads the records they created), or all when null. */
      creatorId: number | null;
      fields: ReadonlyMap<string, FieldMeta>;
    }
  | {
      kind: 'system';
      name: SystemSourceName;
      /** Only the rows this viewer owns (SPEC §6), or all when null. */
      owner: SourceOwner | null;
      fields: ReadonlyMap<string, FieldMeta>;
    };

/** Condition operators: the definition's, plus `nin` of the Mongo subset. */
export type FieldOp = QueryOp | 'nin';

const SINGLE: ReadonlySet<string> = new Set(SINGLE_CHOICE_TYPES);
const MULTI: ReadonlySet<string> = new Set([...MULTI_CHOICE_TYPES, 'checkbox']);
const KIND_OF_COLUMN: Record<ColumnType, FieldKind> = {
  integer: 'integer',
  text: 'string',
  boolean: 'boolean',
  timestamp: 'timestamp',
};

/** The kind of a form field's answer. */
function answerKind(field: FormField): FieldKind {
  if (field.type === 'date') return 'date';
  if (SINGLE.has(field.type)) return 'choice';
  if (MULTI.has(field.type)) return 'multi';
  if (field.type === 'map' || field.type === 'table') return 'other';
  if (field.type === 'text' && (field.format === 'number' || field.format === 'integer')) return 'number';
  return 'text';
}

/** A record's own columns, by the names queries use (they win over form fields of the same id). */
const RECORD_COLUMNS: readonly [string, string, ColumnType][] = [
  ['id', labels.id, 'integer'],
  ['createdAt', labels.createdAt, 'timestamp'],
  ['creatorId', labels.creator, 'integer'],
  ['updatedAt', labels.updatedAt, 'timestamp'],
];

/** The fields of a data collection: every keyed form field, then the record's own columns over them. */
export function recordFields(keyed: ReadonlyMap<string, KeyedField>): Map<string, FieldMeta> {
  const fields = new Map<string, FieldMeta>();
  for (const [id, { field, path }] of keyed) {
    const kind = answerKind(field);
    const meta: FieldMeta = { id, name: field.fname, kind, access: { at: 'answer', id, path } };
    if ((kind === 'choice' || kind === 'multi') && field.options?.length)
      meta.options = new Map(field.options.map((o) => [optionKey(o.id) ?? '', o.fname]));
    fields.set(id, meta);
  }
  for (const [column, name, type] of RECORD_COLUMNS) fields.set(column, columnField(column, name, type));
  return fields;
}

/** A field that is a column of its relation. */
export function columnField(id: string, name: string, type: ColumnType): FieldMeta {
  return { id, name, kind: KIND_OF_COLUMN[type], access: { at: 'column', column: id, type } };
}

/** Looks a field up by id in a Map (never a plain object, so `__proto__` is just unknown); 400 otherwise. */
export function fieldOf(source: SourceMeta, fieldId: string, sourceName: string): FieldMeta {
  const field = source.fields.get(fieldId);
  if (!field) throw new AppError('bad_request', queryMessages.unknownField(fieldId, sourceName));
  return field;
}

const OPS: Record<FieldKind, ReadonlySet<FieldOp>> = {
  text: new Set(['like', 'eq', 'ne', 'in', 'nin', 'isNull']),
  string: new Set(['like', 'eq', 'ne', 'in', 'nin', 'isNull']),
  number: new Set(['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'isNull']),
  integer: new Set(['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'isNull']),
  date: new Set(['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'isNull']),
  timestamp: new Set(['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'isNull']),
  choice: new Set(['like', 'eq', 'ne', 'in', 'nin', 'isNull']),
  multi: new Set(['like', 'eq', 'ne', 'in', 'nin', 'isNull']),
  boolean: new Set(['eq', 'ne', 'isNull']),
  other: new Set(['isNull']),
};

const NUMERIC: ReadonlySet<FieldKind> = new Set(['number', 'integer']);
const DATED: ReadonlySet<FieldKind> = new Set(['date', 'timestamp']);

/**
 * Whether `aggregate` applies to a field of `kind`: counts to all, sums, averages and the 90th percentile
 * to numbers, min/max to numbers and dates.
 */
function aggregateAllowed(aggregate: QueryAggregate, kind: FieldKind): boolean {
  if (aggregate === 'count' || aggregate === 'countDistinct') return true;
  if (aggregate === 'sum' || aggregate === 'avg' || aggregate === 'p90') return NUMERIC.has(kind);
  return NUMERIC.has(kind) || DATED.has(kind);
}

const ref = (relation: string, field: FieldMeta): FieldRef => ({ relation, access: field.access });

/** The value a field is answered with: the stored answer (JSON) or the column. */
export function rawOf(relation: string, field: FieldMeta): Expr {
  return { e: 'raw', ref: ref(relation, field) };
}

/** The field's value in the order a sort by it follows: numbers, days, then Persian alphabetical text. */
export function sortOf(relation: string, field: FieldMeta): Expr {
  if (NUMERIC.has(field.kind) && field.access.at === 'answer')
    return { e: 'number', ref: ref(relation, field) };
  if (DATED.has(field.kind)) return { e: 'day', ref: ref(relation, field) };
  return { e: 'sort', ref: ref(relation, field) };
}

/** `aggregate` over a field (400 when the field's kind does not allow it). */
export function aggregateOf(relation: string, field: FieldMeta, aggregate: QueryAggregate): Expr {
  if (!aggregateAllowed(aggregate, field.kind))
    throw new AppError('bad_request', queryMessages.aggregateNotAllowed(aggregate, field.name));
  const at = ref(relation, field);
  if (aggregate === 'count' || aggregate === 'countDistinct') {
    // Counting answers as text: a JSON null is no answer, and lists compare by their JSON text.
    return { e: 'aggregate', fn: aggregate, arg: { e: 'text', ref: at }, as: 'number' };
  }
  if (DATED.has(field.kind))
    return { e: 'aggregate', fn: aggregate, arg: { e: 'day', ref: at }, as: 'isoDay' };
  return { e: 'aggregate', fn: aggregate, arg: { e: 'number', ref: at }, as: 'number' };
}

/** An option id or a stored choice as the options map keys it: text in Latin digits, trimmed. */
export const optionKey = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? toLatinDigits(String(value)).trim() : null;

/** Checks that a field may answer its option labels (choice fields only). */
export function assertChoice(field: FieldMeta): void {
  if (field.kind !== 'choice' && field.kind !== 'multi')
    throw new AppError('bad_request', queryMessages.notChoiceField(field.name));
}

/** Checks that a field may be grouped by a Jalali day, month or year (date fields only). */
export function assertDated(field: FieldMeta): void {
  if (!DATED.has(field.kind)) throw new AppError('bad_request', queryMessages.notDateField(field.name));
}

type JoinKey = 'numeric' | 'day' | 'text';
const TEXTUAL: ReadonlySet<FieldKind> = new Set(['text', 'choice', 'string', 'number', 'integer', 'boolean']);

/**
 * The condition of a join: the two fields equal as numbers (both numeric), as days (both dates) or as
 * text (a choice drawn from another collection holds its record ids as text). Lists and maps never join.
 */
export function joinCondition(left: [string, FieldMeta], right: [string, FieldMeta]): Cond {
  const key = (field: FieldMeta, other: FieldMeta): JoinKey => {
    if (field.kind === 'multi' || field.kind === 'other')
      throw new AppError('bad_request', queryMessages.notJoinable(field.name));
    if (NUMERIC.has(field.kind) && NUMERIC.has(other.kind)) return 'numeric';
    if (DATED.has(field.kind) || DATED.has(other.kind)) {
      if (DATED.has(field.kind) && DATED.has(other.kind)) return 'day';
      throw new AppError('bad_request', queryMessages.joinTypesDiffer(left[1].name, right[1].name));
    }
    if (TEXTUAL.has(field.kind)) return 'text';
    throw new AppError('bad_request', queryMessages.notJoinable(field.name));
  };
  const kind = key(left[1], right[1]);
  key(right[1], left[1]); // the right field must be joinable too
  const side = ([relation, field]: [string, FieldMeta]): Expr => {
    const at = ref(relation, field);
    if (kind === 'numeric')
      return field.access.at === 'answer' ? { e: 'number', ref: at } : { e: 'raw', ref: at };
    return { e: kind === 'day' ? 'day' : 'text', ref: at };
  };
  return { c: 'equal', left: side(left), right: side(right) };
}

/** Reads values for a field of some kind; every failure is the field's Persian 400. */
function valueReader(field: FieldMeta) {
  const bad = (): never => {
    throw new AppError('bad_request', queryMessages.badValue(field.name));
  };
  const scalar = (value: unknown): Scalar => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    return bad();
  };
  return {
    bad,
    text: (value: unknown) => {
      const v = scalar(value);
      return typeof v === 'string' ? v : String(v);
    },
    number: (value: unknown) => numberOf(scalar(value)) ?? bad(),
    day: (value: unknown) => dayOf(scalar(value)) ?? bad(),
    boolean: (value: unknown) => (typeof value === 'boolean' ? value : bad()),
  };
}

/**
 * The condition `field op value` (`value` as the definition or Mongo filter gave it). Operators outside
 * the field kind's allowlist and values that do not fit the field are Persian 400s.
 */
export function fieldCondition(relation: string, field: FieldMeta, op: FieldOp, value: unknown): Cond {
  if (!OPS[field.kind].has(op)) throw new AppError('bad_request', queryMessages.opNotAllowed(op, field.name));
  const at = ref(relation, field);
  const read = valueReader(field);
  if (op === 'isNull') {
    // An empty answer has no stored key (record-keys.ts), so "unanswered" is the key's absence.
    const left: Expr = { e: field.access.at === 'answer' ? 'text' : 'raw', ref: at };
    return { c: 'isNull', left, negate: value === false };
  }
  if (op === 'ne') return { c: 'notTrue', item: fieldCondition(relation, field, 'eq', value) };
  if (op === 'nin') return { c: 'notTrue', item: fieldCondition(relation, field, 'in', value) };
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0) return read.bad();
    const items = value.map((v) => fieldCondition(relation, field, 'eq', v));
    return items.length === 1 ? (items[0] as Cond) : { c: 'any', items };
  }
  if (op === 'like') {
    const text = read.text(value);
    if (field.kind === 'string')
      return { c: 'like', left: { e: 'raw', ref: at }, pattern: containsPattern(text), insensitive: true };
    const left: Expr = field.kind === 'text' ? { e: 'text', ref: at } : { e: 'labels', ref: at };
    return { c: 'like', left, pattern: containsPattern(foldedText(text)), insensitive: false };
  }
  const cmp = ({ eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const)[op];
  switch (field.kind) {
    case 'number':
      return {
        c: 'compare',
        left: { e: 'number', ref: at },
        op: cmp,
        value: read.number(value),
        as: 'numeric',
      };
    case 'integer':
      return { c: 'compare', left: { e: 'raw', ref: at }, op: cmp, value: read.number(value), as: 'numeric' };
    case 'date':
    case 'timestamp':
      return { c: 'compare', left: { e: 'day', ref: at }, op: cmp, value: read.day(value), as: 'integer' };
    case 'boolean':
      return {
        c: 'compare',
        left: { e: 'raw', ref: at },
        op: '=',
        value: read.boolean(value),
        as: 'boolean',
      };
    case 'string':
      return { c: 'compare', left: { e: 'raw', ref: at }, op: '=', value: read.text(value), as: 'text' };
    case 'multi': {
      // A list answer holds the value; a checkbox without options is answered true/false, not a list.
      const folded = foldedText(read.text(value));
      const { id } = field.access as { id: string };
      return {
        c: 'any',
        items: [
          { c: 'contains', relation, json: JSON.stringify({ [id]: [folded] }) },
          { c: 'contains', relation, json: JSON.stringify({ [id]: folded }) },
        ],
      };
    }
    default:
      return { c: 'textEquals', left: { e: 'text', ref: at }, value: foldedText(read.text(value)) };
  }
}

/**
 * A regular expression (already checked by the caller) over a text field's answer as written, or a text
 * column; other kinds are a Persian 400.
 */
export function regexCondition(
  relation: string,
  field: FieldMeta,
  pattern: string,
  insensitive: boolean,
): Cond {
  if (field.kind !== 'text' && field.kind !== 'string')
    throw new AppError('bad_request', queryMessages.opNotAllowed('$regex', field.name));
  return { c: 'regex', left: { e: 'rawText', ref: ref(relation, field) }, pattern, insensitive };
}
