// Structural equality of values for `==`, `!=`, includes and indexOf. Values of different kinds are never
// equal (no coercion); arrays and records compare item by item, paying one budget step per pair and
// refusing to go deeper than MAX_VALUE_DEPTH, so a huge or cyclic value cannot stall or overflow a run.
import { FlowLimitError } from '../errors.js';
import { MAX_VALUE_DEPTH } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';
import type { Budget } from './budget.js';
import { ownValue, type FlowValue } from './values.js';

/** Tells whether two values are structurally equal; throws a FlowError when the budget or the depth cap runs out. */
export function valuesEqual(a: FlowValue, b: FlowValue, budget: Budget, depth = 0): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (depth >= MAX_VALUE_DEPTH) throw new FlowLimitError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  budget.step();
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => valuesEqual(item, b[i] ?? null, budget, depth + 1));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const other = ownValue(b, key);
    return other !== undefined && valuesEqual(a[key] ?? null, other, budget, depth + 1);
  });
}
