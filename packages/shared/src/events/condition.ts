// An event's condition (شرط رویداد): one line of the flow language over `old` (the values before the
// change, null when there were none) and `new` (after it, null after a deletion). Checked on save with
// Persian messages; evaluated on the server inside the triggering write with a small budget of its own.
import { analyzeSource } from '../flow/language/analyze.js';
import { createBudget } from '../flow/language/budget.js';
import { evaluate } from '../flow/language/evaluator.js';
import { normalizeName } from '../flow/language/lexer.js';
import { parseExpression } from '../flow/language/parser.js';
import { toFlowValue, type FlowValue } from '../flow/language/values.js';
import { FlowError } from '../flow/errors.js';
import { EVENT_MESSAGES } from './messages.js';

/** The names a condition may read. */
export const EVENT_CONDITION_NAMES = ['old', 'new'] as const;

/** Steps and milliseconds one condition may take: it runs inside someone's write, so it must stay a line. */
const CONDITION_STEPS = 20_000;
const CONDITION_TIME_MS = 50;

/** Why `source` cannot be an event's condition (Persian), or null when it can ('' means no condition). */
export function eventConditionProblem(source: string): string | null {
  if (source.trim() === '') return null;
  const parsed = parseExpression(source);
  if (!parsed.ok) return EVENT_MESSAGES.conditionInvalid(parsed.error.message);
  const facts = analyzeSource(parsed.ast);
  const [callError] = facts.callErrors;
  if (callError) return EVENT_MESSAGES.conditionInvalid(callError);
  const unknown = facts.names.find(
    (name) => !(EVENT_CONDITION_NAMES as readonly string[]).includes(normalizeName(name)),
  );
  return unknown === undefined ? null : EVENT_MESSAGES.conditionUnknownName(unknown);
}

/** What evaluating a condition gave: whether the event fires, or why it could not tell (Persian). */
export type EventConditionResult = { ok: true; fires: boolean } | { ok: false; message: string };

/**
 * Evaluates an event's condition over `old` and `new` (plain JSON values); an empty condition always fires.
 * A condition that fails or answers anything but a boolean is `{ ok: false }` with the Persian reason.
 */
export function evaluateEventCondition(
  source: string,
  values: { old: unknown; new: unknown },
  now: number,
  clock: () => number,
): EventConditionResult {
  if (source.trim() === '') return { ok: true, fires: true };
  const parsed = parseExpression(source);
  if (!parsed.ok) return { ok: false, message: EVENT_MESSAGES.conditionInvalid(parsed.error.message) };
  try {
    const names = new Map<string, FlowValue>([
      ['old', toFlowValue(values.old ?? null)],
      ['new', toFlowValue(values.new ?? null)],
    ]);
    const value = evaluate(parsed.ast, {
      lookup: (name) => names.get(normalizeName(name)),
      budget: createBudget({ maxSteps: CONDITION_STEPS, timeMs: CONDITION_TIME_MS, now: clock }),
      now,
    });
    if (typeof value !== 'boolean') return { ok: false, message: EVENT_MESSAGES.conditionNotBoolean };
    return { ok: true, fires: value };
  } catch (error) {
    if (error instanceof FlowError)
      return { ok: false, message: EVENT_MESSAGES.conditionFailed(error.message) };
    throw error;
  }
}
