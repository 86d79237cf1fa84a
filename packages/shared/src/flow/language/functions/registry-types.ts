// The shape of a built-in function of the expression language: declared arity and argument kinds, checked
// before `apply` runs, so an implementation only sees arguments of the kinds it asked for.
import type { Budget } from '../budget.js';
import type { FlowValue, ValueKind } from '../values.js';

/** One declared parameter: the kinds it accepts, and whether it may be left out. */
export interface ParamSpec {
  kinds: readonly ValueKind[];
  optional?: boolean;
}

/** What a built-in may use besides its arguments: the run's budget and its fixed "now". */
export interface CallContext {
  budget: Budget;
  /** The instant the run treats as now, in epoch milliseconds (from the host). */
  now: number;
}

/** A built-in function: its canonical name, optional Persian aliases, parameters and implementation. */
export interface BuiltinFunction {
  name: string;
  aliases?: readonly string[];
  params: readonly ParamSpec[];
  /** When set, any number of further arguments of this spec may follow `params`. */
  rest?: ParamSpec;
  apply(args: readonly FlowValue[], ctx: CallContext): FlowValue;
}

/** Shorthands for parameter specs. */
export const P = {
  string: { kinds: ['string'] } as ParamSpec,
  number: { kinds: ['number'] } as ParamSpec,
  array: { kinds: ['array'] } as ParamSpec,
  any: { kinds: ['null', 'boolean', 'number', 'string', 'array', 'record'] } as ParamSpec,
  optionalString: { kinds: ['string'], optional: true } as ParamSpec,
  optionalNumber: { kinds: ['number'], optional: true } as ParamSpec,
} as const;
