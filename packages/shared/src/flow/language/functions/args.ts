// Typed readers for a built-in's arguments. The registry has already checked every argument's kind
// against the declared parameters, so these only narrow the TypeScript type; a mismatch here would be a
// registry bug and still ends as a diagnostic, never as a wrong result.
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { kindOf, type FlowValue } from '../values.js';

/** The string argument at `i`. */
export function str(args: readonly FlowValue[], i: number): string {
  const v = args[i] ?? null;
  if (typeof v !== 'string') throw new FlowError(EVAL_MESSAGES.inputKind('string', kindOf(v)));
  return v;
}

/** The number argument at `i`. */
export function num(args: readonly FlowValue[], i: number): number {
  const v = args[i] ?? null;
  if (typeof v !== 'number') throw new FlowError(EVAL_MESSAGES.inputKind('number', kindOf(v)));
  return v;
}

/** The array argument at `i`. */
export function arr(args: readonly FlowValue[], i: number): FlowValue[] {
  const v = args[i] ?? null;
  if (!Array.isArray(v)) throw new FlowError(EVAL_MESSAGES.inputKind('array', kindOf(v)));
  return v;
}

/** The integer argument at `i` of function `name`, or `fallback` when it was left out; throws a FlowError for a fraction. */
export function int(args: readonly FlowValue[], i: number, name: string, fallback?: number): number {
  if (args[i] === undefined && fallback !== undefined) return fallback;
  const n = num(args, i);
  if (!Number.isInteger(n)) throw new FlowError(EVAL_MESSAGES.notInteger(name, i + 1));
  return n;
}

/** Throws the "out of range" diagnostic for argument `i` of `name` unless `ok`. */
export function inRange(ok: boolean, name: string, i: number): void {
  if (!ok) throw new FlowError(EVAL_MESSAGES.outOfRange(name, i + 1));
}

/** Tells whether a value is a primitive (null, boolean, number or string). */
export function isPrimitive(v: FlowValue): v is null | boolean | number | string {
  return v === null || typeof v !== 'object';
}

// Intl, not String(n): plain decimals never fall back to exponent notation ('1e+21').
const PLAIN = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** Writes a primitive as text: null as '', booleans as 'true'/'false', numbers as plain Latin decimals. */
export function primitiveText(v: null | boolean | number | string): string {
  if (v === null) return '';
  if (typeof v === 'number') return PLAIN.format(v);
  return String(v);
}
