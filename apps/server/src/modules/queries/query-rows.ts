// The statement's rows → the answer: for a query definition its output names, computing fields, the base
// record of extendRecordsBaseOn, positional rows when not normalised; for a Mongo query its documents;
// and for both the row cap's `truncated`.
import type { QueryAnswer, QueryComputingField, QueryRow } from '@darvazeh/shared';
import { numberOf } from '../collections/record-values.service.js';
import type { CompiledMongo } from './mongo-compiler.js';
import type { CompiledQuery, OutputColumn } from './query-compiler.js';
import { optionKey } from './query-fields.js';

/** A value as answered: instants as ISO text, 64-bit integers (sent as text by pg) as numbers. */
export function decodeValue(value: unknown, kind: OutputColumn['kind']): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (kind === 'integer' && typeof value === 'string') return Number(value);
  return value;
}

function compute(field: QueryComputingField, values: ReadonlyMap<string, unknown>): unknown {
  const operands = field.args.map((arg) => ('select' in arg ? values.get(arg.select) : arg.value));
  if (field.op === 'concat') {
    return operands
      .map((v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v)))
      .join('');
  }
  const numbers = operands.map((v) => numberOf(v));
  if (numbers.some((n) => n === null)) return null;
  const [first, ...rest] = numbers as number[];
  const result = rest.reduce<number | null>((acc, n) => {
    if (acc === null) return null;
    if (field.op === 'add') return acc + n;
    if (field.op === 'subtract') return acc - n;
    if (field.op === 'multiply') return acc * n;
    return n === 0 ? null : acc / n;
  }, first ?? null);
  return result !== null && Number.isFinite(result) ? result : null;
}

/** A stored choice (or a list of them) as its options' labels; a value no option has stays as it is. */
function labelled(value: unknown, labels: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => labelled(item, labels));
  const key = optionKey(value);
  return key === null ? value : (labels.get(key) ?? value);
}

/** Shapes the rows of `compiled`'s statement (at most `rowCap` + 1 of them were read) as its answer. */
export function answerOf(
  compiled: CompiledQuery,
  rows: Record<string, unknown>[],
  rowCap: number,
): QueryAnswer {
  const capped = compiled.limit === -1 || compiled.limit > rowCap;
  const truncated = capped && rows.length > rowCap;
  const kept = truncated ? rows.slice(0, rowCap) : rows;
  const selected = compiled.outputs.filter((o) => o.kind !== 'computed');
  const answered = kept.map((row): QueryRow => {
    const values = new Map<string, unknown>(
      selected.map((o) => {
        const value = decodeValue(row[o.column], o.kind);
        return [o.name, o.labels ? labelled(value, o.labels) : value];
      }),
    );
    for (const field of compiled.computing) values.set(field.as, compute(field, values));
    if (!compiled.normalize) return compiled.outputs.map((o) => values.get(o.name));
    // fromEntries defines own properties, so no answer key (a record's data included) reaches a prototype.
    const base: [string, unknown][] = compiled.extend
      ? [
          ['id', decodeValue(row[compiled.extend.id], 'integer')],
          ...Object.entries((row[compiled.extend.data] ?? {}) as Record<string, unknown>),
        ]
      : [];
    return Object.fromEntries([...base, ...values]);
  });
  return { columns: compiled.outputs.map((o) => o.name), rows: answered, truncated };
}

/** The answer of a Mongo query: its documents and whether the row cap cut them short. */
export type MongoAnswer = { documents: Record<string, unknown>[]; truncated: boolean };

/** Shapes the rows of a compiled Mongo query (at most `rowCap` + 1 were read) as documents. */
export function documentsOf(
  compiled: CompiledMongo,
  rows: Record<string, unknown>[],
  rowCap: number,
): MongoAnswer {
  const truncated = rows.length > rowCap;
  const kept = truncated ? rows.slice(0, rowCap) : rows;
  const { documents } = compiled;
  const documentOf = (row: Record<string, unknown>): Record<string, unknown> => {
    if (documents.kind === 'records') {
      const data = (row[documents.data] ?? {}) as Record<string, unknown>;
      return Object.fromEntries([
        ['_id', decodeValue(row[documents.id], 'integer')],
        ...Object.entries(data),
      ]);
    }
    const top: [string, unknown][] = [];
    const nested = new Map<string, [string, unknown][]>();
    for (const { path, column, kind } of documents.outputs) {
      const value =
        column === null ? null : decodeValue(row[column], kind === 'integer' ? 'integer' : 'text');
      const [head = '', key] = path;
      if (key === undefined) top.push([head, value]);
      else {
        if (!nested.has(head)) top.push([head, undefined]);
        nested.set(head, [...(nested.get(head) ?? []), [key, value]]);
      }
    }
    return Object.fromEntries(
      top.map(([name, value]) => [
        name,
        nested.has(name) ? Object.fromEntries(nested.get(name) ?? []) : value,
      ]),
    );
  };
  return { documents: kept.map(documentOf), truncated };
}
