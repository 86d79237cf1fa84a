// Values of the expression language: null, booleans, finite numbers, strings, arrays and records. Records
// have a null prototype, so no key ever reaches Object.prototype; values from a host (answers, results of
// reads) come in through `toFlowValue`, which copies plain data only and drops everything else.
import { FlowError } from '../errors.js';
import { MAX_VALUE_DEPTH } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';

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
 * functions, symbols, bigints, non-finite numbers, class instances, accessor properties (never called) or
 * data nested deeper than MAX_VALUE_DEPTH (cycles included).
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
  if (depth >= MAX_VALUE_DEPTH) throw new FlowError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return input.toISOString();
  }
  if (Array.isArray(input)) {
    const items: readonly unknown[] = input;
    // Array.from, not map: a hole in a sparse array becomes null instead of staying a hole.
    return Array.from(items, (item) => toFlowValue(item, depth + 1));
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
  return record;
}

/** Copies a flow value into plain JSON-ready data for a host (records become ordinary objects); throws a FlowError when nested deeper than MAX_VALUE_DEPTH. */
export function toPlainValue(value: FlowValue, depth = 0): FlowValue {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_VALUE_DEPTH) throw new FlowError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  if (Array.isArray(value)) return value.map((item) => toPlainValue(item, depth + 1));
  const out: FlowRecord = {};
  for (const key of Object.keys(value)) {
    // defineProperty, not assignment: a key such as "__proto__" stays a plain own key.
    Object.defineProperty(out, key, {
      value: toPlainValue(value[key] ?? null, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
