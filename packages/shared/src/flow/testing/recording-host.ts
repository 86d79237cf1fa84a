// Test support, never shipped: a FlowHost test double that records every call with its arguments and
// answers server-side methods from a table, and helpers to run a function with a fixed clock and budget.
import { createBudget, type Budget } from '../language/budget.js';
import type { FlowExpression } from '../model/expression-schema.js';
import type { FlowFunction } from '../model/function-schema.js';
import type { FlowHost } from '../run/host.js';
import { runFunction, type RunResult } from '../run/run-function.js';
import { TEST_NOW } from './eval-helpers.js';
import { sampleFunction } from './samples.js';

/** One recorded host call: the method name and its argument. */
export type HostCall = [method: string, argument: unknown];

/** The server-side methods a recording host can answer. */
export type ServerMethod = Exclude<
  keyof FlowHost,
  'setAnswer' | 'showSubform' | 'hideSubform' | 'toast' | 'disableForm' | 'redirect'
>;

/** A recording host: `calls` lists every call in order; `answers` gives what each server method returns. */
export function recordingHost(
  answers: Partial<Record<ServerMethod, unknown>> = {},
): FlowHost & { calls: HostCall[] } {
  const calls: HostCall[] = [];
  const host: FlowHost & { calls: HostCall[] } = {
    calls,
    setAnswer: (fieldId, value) => void calls.push(['setAnswer', { fieldId, value }]),
    showSubform: (fieldId) => void calls.push(['showSubform', fieldId]),
    hideSubform: (fieldId) => void calls.push(['hideSubform', fieldId]),
    toast: (toast) => void calls.push(['toast', toast]),
    disableForm: (disabled) => void calls.push(['disableForm', disabled]),
    redirect: (url) => void calls.push(['redirect', url]),
  };
  for (const [method, answer] of Object.entries(answers)) {
    Object.assign(host, {
      [method]: async (request: unknown) => {
        calls.push([method, request]);
        return answer;
      },
    });
  }
  return host;
}

/** Options of `run`. */
export interface TestRunOptions {
  host?: FlowHost;
  answers?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  budget?: Budget;
  fn?: Partial<FlowFunction>;
}

/** Runs expressions as a sample function with a recording host, a generous budget and TEST_NOW. */
export async function run(expressions: FlowExpression[], options: TestRunOptions = {}): Promise<RunResult> {
  return runFunction(sampleFunction(expressions, options.fn), {
    answers: options.answers ?? {},
    variables: options.variables,
    host: options.host ?? recordingHost(),
    budget: options.budget ?? createBudget({ maxSteps: 100_000, timeMs: 60_000, now: () => 0 }),
    now: TEST_NOW,
  });
}
