// runFunction: checks a function (schema and validateFunction, through parseFunction) and walks its tree with a host, a budget and a fixed
// "now". User mistakes — a bad source, a type mismatch, a spent budget, a type the host does not run —
// end the run with `{ ok: false, diagnostics }` naming the node; they are never thrown.
import { FlowError, FlowLimitError, type FlowDiagnostic } from '../errors.js';
import type { Budget } from '../language/budget.js';
import { normalizeName } from '../language/lexer.js';
import {
  createRecord,
  toFlowValue,
  toPlainValue,
  type FlowRecord,
  type FlowValue,
} from '../language/values.js';
import type { FlowFunction } from '../model/function-schema.js';
import { sizeMeter } from '../language/value-size.js';
import { MAX_VALUE_SIZE } from '../limits.js';
import { RUN_MESSAGES } from '../messages.js';
import { fieldNameIndex } from '../model/used-fields.js';
import { parseFunction } from '../model/parse-function.js';
import { execList } from './exec-block.js';
import type { FlowHost } from './host.js';
import { Scope } from './scope.js';
import type { RunState, TraceEntry } from './state.js';

/** What a run needs besides the function. */
export interface RunOptions {
  /** The form's answers keyed by field id (JSON-like data; copied, never mutated). */
  answers: Record<string, unknown>;
  /** Variables the host provides, such as a service's default variables. */
  variables?: Record<string, unknown>;
  host: FlowHost;
  /** The step and time budget (createBudget); share one budget across runs that should share limits. */
  budget: Budget;
  /** The instant the run treats as now, in epoch milliseconds (today(), now()). */
  now: number;
}

/** The answer of a run: final variables and answers, or the diagnostics; the trace and steps either way. */
export type RunResult =
  | {
      ok: true;
      variables: Record<string, FlowValue>;
      answers: Record<string, FlowValue>;
      trace: TraceEntry[];
      steps: number;
    }
  | { ok: false; diagnostics: FlowDiagnostic[]; trace: TraceEntry[]; steps: number };

/** Copies host data into a record of flow values, keys normalised like names. */
function recordOf(input: Record<string, unknown>, normalize: boolean): FlowRecord {
  const out = createRecord();
  const value = toFlowValue(input);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [key, item] of Object.entries(value)) out[normalize ? normalizeName(key) : key] = item;
  return out;
}

/** Runs a function's expressions with the given host; answers the final variables and answers, or diagnostics. */
export async function runFunction(fn: FlowFunction, options: RunOptions): Promise<RunResult> {
  const trace: TraceEntry[] = [];
  const { budget } = options;
  const failed = (diagnostics: FlowDiagnostic[]): RunResult => ({
    ok: false,
    diagnostics,
    trace,
    steps: budget.steps,
  });
  try {
    const answers = recordOf(options.answers, false);
    const variables = recordOf(options.variables ?? {}, true);
    const known = [...Object.keys(variables), ...Object.keys(answers)];
    // The schema too, not only validateFunction: a typed caller may still hand over data from anywhere.
    const checked = parseFunction(fn, { knownVariables: known });
    if (!checked.ok) return failed(checked.diagnostics);

    const root = new Scope(null);
    for (const [name, value] of Object.entries(variables)) root.declare(name, value);
    const state: RunState = {
      host: options.host,
      budget,
      now: options.now,
      answers,
      fields: fieldNameIndex(checked.fn.formFields ?? []),
      trace,
      asts: new Map(),
      iterations: 0,
    };
    const top = root.child();
    await execList(state, top, checked.fn.expressions);

    // The answer is what the host serialises: its variables and answers share one allowance, counted as
    // they are copied (shared parts once per appearance), and the copy is on the run's clock.
    const meter = sizeMeter(MAX_VALUE_SIZE, RUN_MESSAGES.answerTooLarge(MAX_VALUE_SIZE));
    const finalVariables: Record<string, FlowValue> = {};
    for (const scope of [root, top]) {
      for (const [name, value] of scope.entries()) {
        Object.defineProperty(finalVariables, name, {
          value: toPlainValue(value, meter),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    const finalAnswers = toPlainValue(answers, meter) as Record<string, FlowValue>;
    budget.checkTime();
    return { ok: true, variables: finalVariables, answers: finalAnswers, trace, steps: budget.steps };
  } catch (error) {
    if (error instanceof FlowError) {
      const limit = error instanceof FlowLimitError ? { limit: true } : {};
      return failed([{ nodeId: error.nodeId, message: error.message, ...limit }]);
    }
    throw error;
  }
}
