// Values of the expression language: null, booleans, finite numbers, strings, arrays and records. Records
// have a null prototype, so no key ever reaches Object.prototype; values from a host (answers, results of
// reads) come in through `toFlowValue`, which copies plain data only and drops everything else.
import { FlowError, FlowLimitError } from '../errors.js';
import { MAX_VALUE_DEPTH } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';
import { scalarSize, sized, sizeMeter, spend, type SizeMeter } from './value-size.js';

/** A value of the expression language. */
export type FlowValue = null | boolean | number | string | FlowValue[] | FlowRecord;

/** A record value: own string keys only, null prototype. */
export interface FlowRecord {
  [key: string]: FlowValue;
}

/** The kind of a value, as messages and type checks name it. */
export type ValueKind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'record';

/** Names that member access refuses outright: they lead from a value to its prototype or constructor. */
export const FORBIDDEN_MEMBER_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'prototype',
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
]);

/** Tells the kind of a value. */
export function kindOf(value: FlowValue): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'record';
  }
}

/** Makes an empty record with a null prototype. */
export function createRecord(): FlowRecord {
  return Object.create(null) as FlowRecord;
}

/** Reads a record's own key, or undefined when the record does not hold it itself. */
export function ownValue(record: FlowRecord, key: string): FlowValue | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Tells whether a host object is plain data (an object literal, JSON or a null-prototype record). */
function isPlainObject(input: object): boolean {
  const proto: unknown = Object.getPrototypeOf(input);
  return proto === null || proto === Object.prototype;
}

/**
 * Copies host data (JSON-like) into a flow value: Dates become ISO strings, undefined becomes null (and is
 * dropped from records), forbidden keys (`__proto__`, `constructor`, …) are dropped. Throws a FlowError for
 * functions, symbols, bigints, non-finite numbers, class instances, accessor properties (never called),
 * data nested deeper than MAX_VALUE_DEPTH (cycles included) or larger than MAX_VALUE_SIZE (value-size.ts,
 * which the copy is counted in as it is built).
 */
export function toFlowValue(input: unknown, depth = 0): FlowValue {
  if (input === null || input === undefined) return null;
  switch (typeof input) {
    case 'boolean':
    case 'string':
      return input;
    case 'number':
      if (!Number.isFinite(input)) throw new FlowError(EVAL_MESSAGES.notFinite);
      return input === 0 ? 0 : input;
    case 'object':
      break;
    default:
      throw new FlowError(EVAL_MESSAGES.unsupportedValue);
  }
  if (depth >= MAX_VALUE_DEPTH) throw new FlowLimitError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return input.toISOString();
  }
  if (Array.isArray(input)) {
    const items: readonly unknown[] = input;
    // Array.from, not map: a hole in a sparse array becomes null instead of staying a hole.
    return sized(Array.from(items, (item) => toFlowValue(item, depth + 1)));
  }
  if (!isPlainObject(input)) throw new FlowError(EVAL_MESSAGES.unsupportedValue);
  const record = createRecord();
  for (const key of Object.keys(input)) {
    if (FORBIDDEN_MEMBER_NAMES.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(input, key);
    if (!descriptor) continue;
    // An accessor is host code, not data: refused without being called.
    if (!('value' in descriptor)) throw new FlowError(EVAL_MESSAGES.unsupportedValue);
    if (descriptor.value !== undefined) record[key] = toFlowValue(descriptor.value, depth + 1);
  }
  return sized(record);
}

/**
 * Copies a flow value into plain JSON-ready data for a host (records become ordinary objects), counting
 * what it copies on `meter` (MAX_VALUE_SIZE by default), shared parts once per appearance: the copy is
 * what the host serialises, so it stops as soon as the meter runs out, whatever sizes were counted
 * before. Throws a FlowError then, or when nested deeper than MAX_VALUE_DEPTH.
 */
export function toPlainValue(value: FlowValue, meter: SizeMeter = sizeMeter(), depth = 0): FlowValue {
  if (value === null || typeof value !== 'object') {
    spend(meter, scalarSize(value));
    return value;
  }
  if (depth >= MAX_VALUE_DEPTH) throw new FlowLimitError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  spend(meter, 2);
  if (Array.isArray(value))
    return value.map((item) => {
      spend(meter, 1);
      return toPlainValue(item, meter, depth + 1);
    });
  const out: FlowRecord = {};
  for (const key of Object.keys(value)) {
    spend(meter, key.length + 4);
    // defineProperty, not assignment: a key such as "__proto__" stays a plain own key.
    Object.defineProperty(out, key, {
      value: toPlainValue(value[key] ?? null, meter, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
