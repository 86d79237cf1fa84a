// Test support, never shipped: evaluating a source against fixed names, a generous budget and a fixed
// "now" (2026-11-22T09:44:46Z, which is 1405/09/01 in Tehran).
import { createBudget, type Budget } from '../language/budget.js';
import { evaluateSource, type EvaluateResult } from '../language/evaluator.js';
import { toFlowValue, type FlowValue } from '../language/values.js';

/** The fixed instant tests treat as now: 2026-11-22T09:44:46Z (Jalali 1405/09/01 in Tehran). */
export const TEST_NOW = Date.UTC(2026, 10, 22, 9, 44, 46);

/** Evaluates `source` with `names` (host data, copied with toFlowValue) and an optional budget. */
export function evalWith(
  source: string,
  names: Record<string, unknown> = {},
  budget?: Budget,
): EvaluateResult {
  const bound = new Map<string, FlowValue>(Object.entries(names).map(([k, v]) => [k, toFlowValue(v)]));
  return evaluateSource(source, {
    lookup: (name) => bound.get(name),
    budget: budget ?? createBudget({ maxSteps: 1_000_000, timeMs: 60_000, now: () => 0 }),
    now: TEST_NOW,
  });
}

/** The value of `source`, or a thrown Error with the diagnostic (for tables of good cases). */
export function valueOf(source: string, names: Record<string, unknown> = {}): FlowValue {
  const result = evalWith(source, names);
  if (!result.ok) throw new Error(`${source}: ${result.error.message}`);
  return result.value;
}

/** The Persian diagnostic of `source`, or a thrown Error when it unexpectedly succeeds. */
export function errorOf(source: string, names: Record<string, unknown> = {}, budget?: Budget): string {
  const result = evalWith(source, names, budget);
  if (result.ok) throw new Error(`${source} gave ${JSON.stringify(result.value)}`);
  return result.error.message;
}
