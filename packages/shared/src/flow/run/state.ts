// The state of one run and the helpers every statement uses: evaluating a parameter's source in a scope
// (parsed once per run), checking the kind of what came out, reading and writing names (variables first,
// then form answers by field id or ename), and the trace.
import { FlowError, flowErrorLike } from '../errors.js';
import type { AstNode } from '../language/ast.js';
import type { Budget } from '../language/budget.js';
import { evaluate } from '../language/evaluator.js';
import { normalizeName } from '../language/lexer.js';
import { parseExpression } from '../language/parser.js';
import { kindOf, ownValue, type FlowRecord, type FlowValue, type ValueKind } from '../language/values.js';
import { MAX_TRACE_ENTRIES } from '../limits.js';
import { EVAL_MESSAGES, RUN_MESSAGES } from '../messages.js';
import type { ExpressionType } from '../model/expression-types.js';
import type { FlowExpression } from '../model/expression-schema.js';
import type { FlowHost } from './host.js';
import type { Scope } from './scope.js';

/** One executed node in the trace, with the milliseconds a host call took. */
export interface TraceEntry {
  nodeId: string;
  type: ExpressionType;
  ms?: number;
}

/** Everything one run carries besides the current scope. */
export interface RunState {
  host: FlowHost;
  budget: Budget;
  now: number;
  answers: FlowRecord;
  /** Field names (id and ename) → field id. */
  fields: ReadonlyMap<string, string>;
  trace: TraceEntry[];
  asts: Map<string, AstNode>;
  /** Loop iterations so far (for the host's pauses). */
  iterations: number;
}

/** Records a node in the trace (until MAX_TRACE_ENTRIES) and pays its step; answers the entry for timing. */
export function enter(state: RunState, e: FlowExpression): TraceEntry {
  state.budget.step();
  const entry: TraceEntry = { nodeId: e.id, type: e.type };
  if (state.trace.length < MAX_TRACE_ENTRIES) state.trace.push(entry);
  return entry;
}

/** Characters an effect costs besides its texts (its kind and keys, as the server answers it). */
const EFFECT_SIZE = 32;

/** Counts one effect handed to the host (a toast, a redirect, a subform, …) with its texts against the run's allowance. */
export function handOut(state: RunState, ...texts: string[]): void {
  state.budget.handOut(texts.reduce((n, text) => n + text.length, EFFECT_SIZE));
}

/** The field id a name answers to (by id or ename, or an answer key), or undefined. */
export function fieldOf(state: RunState, name: string): string | undefined {
  return state.fields.get(name) ?? (Object.hasOwn(state.answers, name) ? name : undefined);
}

/** Reads a name: a variable in scope, else a form answer (null when unanswered), else undefined. */
export function lookup(state: RunState, scope: Scope, name: string): FlowValue | undefined {
  const value = scope.get(name);
  if (value !== undefined) return value;
  const fieldId = fieldOf(state, name);
  return fieldId === undefined ? undefined : (ownValue(state.answers, fieldId) ?? null);
}

/** Evaluates one parameter's source in a scope; a failure names the parameter in its message. */
export function evalParam(state: RunState, scope: Scope, param: string, source: string): FlowValue {
  let ast = state.asts.get(source);
  if (!ast) {
    const parsed = parseExpression(source);
    if (!parsed.ok) throw new FlowError(RUN_MESSAGES.inSource(param, parsed.error.message));
    ast = parsed.ast;
    state.asts.set(source, ast);
  }
  try {
    return evaluate(ast, {
      lookup: (name) => lookup(state, scope, name),
      budget: state.budget,
      now: state.now,
    });
  } catch (error) {
    if (error instanceof FlowError)
      throw flowErrorLike(error, RUN_MESSAGES.inSource(param, error.message), { offset: error.offset });
    throw error;
  }
}

/** Throws the "«param» must be …" diagnostic. */
function wrongKind(param: string, expected: ValueKind, value: FlowValue): never {
  throw new FlowError(EVAL_MESSAGES.expectedKind(`«${param}»`, [expected], kindOf(value)));
}

/** Evaluates a parameter that must give text. */
export function evalString(state: RunState, scope: Scope, param: string, source: string): string {
  const value = evalParam(state, scope, param, source);
  return typeof value === 'string' ? value : wrongKind(param, 'string', value);
}

/** Evaluates a parameter that must give a number. */
export function evalNumber(state: RunState, scope: Scope, param: string, source: string): number {
  const value = evalParam(state, scope, param, source);
  return typeof value === 'number' ? value : wrongKind(param, 'number', value);
}

/** Evaluates a parameter that must give true or false. */
export function evalBoolean(state: RunState, scope: Scope, param: string, source: string): boolean {
  const value = evalParam(state, scope, param, source);
  return typeof value === 'boolean' ? value : wrongKind(param, 'boolean', value);
}

/** Evaluates a parameter that must give an array. */
export function evalArray(state: RunState, scope: Scope, param: string, source: string): FlowValue[] {
  const value = evalParam(state, scope, param, source);
  return Array.isArray(value) ? value : wrongKind(param, 'array', value);
}

/** Writes a name: an existing variable, else a field's answer (through host.setAnswer); answers false when neither exists. */
export async function assignExisting(
  state: RunState,
  scope: Scope,
  name: string,
  value: FlowValue,
): Promise<boolean> {
  const n = normalizeName(name);
  const owner = scope.find(n);
  if (owner) {
    owner.set(n, value);
    return true;
  }
  const fieldId = fieldOf(state, n);
  if (fieldId === undefined) return false;
  state.answers[fieldId] = value;
  await state.host.setAnswer?.(fieldId, value);
  return true;
}

/** Declares a new variable in `scope`, refusing a name that is a field or already a variable (nothing shadows silently). */
export function declare(state: RunState, scope: Scope, name: string, value: FlowValue): void {
  const n = normalizeName(name);
  if (fieldOf(state, n) !== undefined) throw new FlowError(RUN_MESSAGES.shadowsField(n));
  if (scope.find(n)) throw new FlowError(RUN_MESSAGES.alreadyDeclared(n));
  scope.declare(n, value);
}

/** Stores a result into `into`: an existing variable or field, else a new variable in `scope`. */
export async function storeInto(
  state: RunState,
  scope: Scope,
  into: string | undefined,
  value: FlowValue,
): Promise<void> {
  if (into === undefined) return;
  if (!(await assignExisting(state, scope, into, value))) scope.declare(normalizeName(into), value);
}
