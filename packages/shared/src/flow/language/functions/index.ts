// The registry of built-in functions: the only things an expression can call. Lookup is through a Map
// keyed by canonical name and Persian alias, so no user-written name reaches an object's prototype.
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { kindOf, type FlowValue } from '../values.js';
import { ARRAY_FUNCTIONS } from './array-functions.js';
import { DATE_FUNCTIONS } from './date-functions.js';
import { NUMBER_FUNCTIONS } from './number-functions.js';
import type { BuiltinFunction, CallContext, ParamSpec } from './registry-types.js';
import { STRING_FUNCTIONS } from './string-functions.js';

export type { BuiltinFunction, CallContext, ParamSpec } from './registry-types.js';

/** Every built-in function, grouped string, number, date, array. */
export const BUILTIN_FUNCTIONS: readonly BuiltinFunction[] = [
  ...STRING_FUNCTIONS,
  ...NUMBER_FUNCTIONS,
  ...DATE_FUNCTIONS,
  ...ARRAY_FUNCTIONS,
];

const BY_NAME: ReadonlyMap<string, BuiltinFunction> = new Map(
  BUILTIN_FUNCTIONS.flatMap((fn) => [fn.name, ...(fn.aliases ?? [])].map((name) => [name, fn] as const)),
);

/** Finds a built-in by canonical name or Persian alias. */
export function findBuiltin(name: string): BuiltinFunction | undefined {
  return BY_NAME.get(name);
}

/** The fewest and most arguments a built-in takes (most is Infinity when it takes a rest). */
export function arityOf(fn: BuiltinFunction): { min: number; max: number } {
  const min = fn.params.filter((p) => !p.optional).length;
  return { min, max: fn.rest ? Infinity : fn.params.length };
}

/** Checks a call's name and argument count without running it: the Persian diagnostic, or null when it is fine. */
export function checkCallShape(name: string, argCount: number): string | null {
  const fn = findBuiltin(name);
  if (!fn) return EVAL_MESSAGES.unknownFunction(name);
  const { min, max } = arityOf(fn);
  return argCount < min || argCount > max ? EVAL_MESSAGES.arity(name, min, max) : null;
}

/** Calls a built-in after checking its arity and every argument's kind; throws a FlowError with a Persian message on a mismatch. */
export function callBuiltin(name: string, args: readonly FlowValue[], ctx: CallContext): FlowValue {
  const fn = findBuiltin(name);
  const shapeError = checkCallShape(name, args.length);
  if (!fn || shapeError) throw new FlowError(shapeError ?? EVAL_MESSAGES.unknownFunction(name));
  args.forEach((arg, i) => {
    const spec: ParamSpec | undefined = fn.params[i] ?? fn.rest;
    const kind = kindOf(arg);
    if (spec && !spec.kinds.includes(kind))
      throw new FlowError(EVAL_MESSAGES.argType(name, i + 1, spec.kinds, kind));
  });
  return fn.apply(args, ctx);
}
