// The names a request's expressions read (decision conditions, service variables): the answers by each
// field's English name and by id, the service's variables, and the last outcome a provider chose.
import {
  createBudget,
  evaluateSource,
  normalizeName,
  toFlowValue,
  toPlainValue,
  type FlowValue,
  type FormField,
} from '@darvazeh/shared';
import { requestMessages } from '../../../messages/index.js';

/** Steps one condition or variable may take (a condition is a line, not a program). */
const CONDITION_STEPS = 20_000;
const CONDITION_TIME_MS = 200;

export type Names = ReadonlyMap<string, FlowValue>;

/** The names of a request: answers by ename and id, then variables (which win over answers). */
export function requestNames(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  variables: Record<string, unknown>,
  outcome: string | null = null,
): Map<string, FlowValue> {
  const names = new Map<string, FlowValue>();
  const put = (name: string, value: unknown) => names.set(normalizeName(name), toFlowValue(value ?? null));
  for (const field of fields) {
    if (!(field.id in answers)) continue;
    put(field.id, answers[field.id]);
    if (field.ename) put(field.ename, answers[field.id]);
  }
  for (const [name, value] of Object.entries(variables)) put(name, value);
  if (outcome !== null) put('outcome', outcome);
  return names;
}

/** Evaluates one expression over `names` with its own small budget; throws an Error with the Persian message. */
export function evaluateOver(source: string, names: Names, now = Date.now()): unknown {
  const result = evaluateSource(source, {
    lookup: (name) => names.get(normalizeName(name)),
    budget: createBudget({
      maxSteps: CONDITION_STEPS,
      timeMs: CONDITION_TIME_MS,
      now: () => performance.now(),
    }),
    now,
  });
  if (!result.ok) throw new Error(result.error.message);
  return toPlainValue(result.value);
}

/** A decision's condition: must be a boolean. */
export function conditionOver(names: Names): (source: string) => boolean {
  return (source) => {
    const value = evaluateOver(source, names);
    if (typeof value !== 'boolean') throw new Error(requestMessages.conditionNotBoolean);
    return value;
  };
}

/** The service's variables for a new request: constants as written, expressions evaluated (null when they fail). */
export function serviceVariables(
  variables: readonly { name: string; value: string }[],
  names: Names,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, value } of variables) {
    try {
      out[name] = evaluateOver(value, names);
    } catch {
      out[name] = value;
    }
  }
  return out;
}
