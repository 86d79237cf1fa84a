// Checks every produced value passes: numbers stay finite (and -0 becomes 0), strings and arrays stay
// under their caps. The evaluator and the built-ins call these on what they build, so no operation can
// hand NaN, Infinity or an oversized value to the rest of a run.
import { FlowError, FlowLimitError } from '../errors.js';
import { MAX_ARRAY_LENGTH, MAX_STRING_LENGTH } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';
import { sized } from './value-size.js';
import type { FlowValue } from './values.js';

/** Returns a finite number (with -0 as 0), or throws a FlowError for NaN and ±Infinity. */
export function finite(n: number): number {
  if (!Number.isFinite(n)) throw new FlowError(EVAL_MESSAGES.notFinite);
  return n === 0 ? 0 : n;
}

/** Throws a FlowError when a string of `length` code units would pass MAX_STRING_LENGTH. */
export function ensureStringLength(length: number): void {
  if (length > MAX_STRING_LENGTH) throw new FlowLimitError(EVAL_MESSAGES.stringTooLong(MAX_STRING_LENGTH));
}

/** Throws a FlowError when an array of `length` items would pass MAX_ARRAY_LENGTH. */
export function ensureArrayLength(length: number): void {
  if (length > MAX_ARRAY_LENGTH) throw new FlowLimitError(EVAL_MESSAGES.arrayTooLong(MAX_ARRAY_LENGTH));
}

/** Checks a value a built-in returned against the caps (an array or record by its size too), and returns it. */
export function bounded(value: FlowValue): FlowValue {
  if (typeof value === 'number') return finite(value);
  if (typeof value === 'string') ensureStringLength(value.length);
  else if (Array.isArray(value)) ensureArrayLength(value.length);
  return value !== null && typeof value === 'object' ? sized(value) : value;
}

/** The size a built-in pays steps for: a string's or an array's length, else 1. */
export function sizeOf(value: FlowValue): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : 1;
}
