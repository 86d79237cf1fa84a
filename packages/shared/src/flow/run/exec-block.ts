// Running lists of expressions: if/elseif/else chains, the four loops and the dispatch to every other
// statement. Each children list runs in a new block scope; each loop iteration costs a budget step on
// top of the steps its statements and expressions cost, so `while (true)` ends with the step diagnostic.
import { FlowError } from '../errors.js';
import { PAUSE_INTERVAL } from '../limits.js';
import { RUN_MESSAGES } from '../messages.js';
import type { ExpressionOf, FlowExpression } from '../model/expression-schema.js';
import { execHost } from './exec-host.js';
import {
  execArrayDelete,
  execArrayPush,
  execArraySearch,
  execDisableForm,
  execRedirect,
  execToast,
  execVar,
  execVarAssign,
} from './exec-local.js';
import type { Scope } from './scope.js';
import { declare, enter, evalArray, evalBoolean, evalNumber, handOut, type RunState } from './state.js';

/** Runs a children list in order; a chain if → elseif* → else? runs at most one branch. */
export async function execList(
  state: RunState,
  scope: Scope,
  list: readonly FlowExpression[],
): Promise<void> {
  let i = 0;
  while (i < list.length) {
    const e = list[i]!;
    if (e.type === 'if') {
      i = await execChain(state, scope, list, i);
    } else if (e.type === 'elseif' || e.type === 'else') {
      throw new FlowError(RUN_MESSAGES.orphanBranch, { nodeId: e.id });
    } else {
      await withNode(e, () => execOne(state, scope, e));
      i += 1;
    }
  }
}

/** Attaches a node id to a FlowError that has none yet (the innermost node that failed). */
async function withNode(e: FlowExpression, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof FlowError && error.nodeId === null) error.nodeId = e.id;
    throw error;
  }
}

/** Runs the chain starting at `start` and answers the index just after it. */
async function execChain(
  state: RunState,
  scope: Scope,
  list: readonly FlowExpression[],
  start: number,
): Promise<number> {
  let end = start + 1;
  while (end < list.length && (list[end]!.type === 'elseif' || list[end]!.type === 'else')) end += 1;
  for (let j = start; j < end; j += 1) {
    const branch = list[j]!;
    let taken = false;
    await withNode(branch, async () => {
      enter(state, branch);
      if (branch.type === 'else') taken = true;
      else if (branch.type === 'if' || branch.type === 'elseif') {
        taken = evalBoolean(state, scope, 'condition', branch.condition);
      }
    });
    if (taken) {
      await execList(state, scope.child(), branch.children ?? []);
      break;
    }
    // An else that is not last in its chain leaves the branches after it orphaned.
    if (branch.type === 'else' && j + 1 < end)
      throw new FlowError(RUN_MESSAGES.orphanBranch, { nodeId: list[j + 1]!.id });
  }
  return end;
}

/**
 * Pays one loop iteration's step and, every PAUSE_INTERVAL iterations, lets a host that asks for it have
 * the thread back (the server yields to other requests, so a long loop never stalls them).
 */
async function iterate(state: RunState): Promise<void> {
  state.budget.step();
  state.iterations += 1;
  if (state.host.pause && state.iterations % PAUSE_INTERVAL === 0) await state.host.pause();
}

async function execFor(state: RunState, scope: Scope, e: ExpressionOf<'for'>): Promise<void> {
  const from = evalNumber(state, scope, 'from', e.from);
  const to = evalNumber(state, scope, 'to', e.to);
  const step = e.step === undefined ? 1 : evalNumber(state, scope, 'step', e.step);
  if (step === 0) throw new FlowError(RUN_MESSAGES.zeroStep);
  // Counting by index, not by repeated addition, keeps fractional steps from drifting.
  for (let k = 0; ; k += 1) {
    const value = from + k * step;
    if (step > 0 ? value > to : value < to) return;
    await iterate(state);
    const iteration = scope.child();
    declare(state, iteration, e.variable, value);
    await execList(state, iteration, e.children ?? []);
  }
}

async function execWhile(state: RunState, scope: Scope, e: ExpressionOf<'while' | 'dowhile'>): Promise<void> {
  let first = e.type === 'dowhile';
  for (;;) {
    await iterate(state);
    if (!first && !evalBoolean(state, scope, 'condition', e.condition)) return;
    first = false;
    await execList(state, scope.child(), e.children ?? []);
  }
}

async function execForEach(state: RunState, scope: Scope, e: ExpressionOf<'forEach'>): Promise<void> {
  // A snapshot: pushing to the array inside the loop does not make the loop longer.
  const items = [...evalArray(state, scope, 'source', e.source)];
  for (const item of items) {
    await iterate(state);
    const iteration = scope.child();
    declare(state, iteration, e.variable, item);
    await execList(state, iteration, e.children ?? []);
  }
}

/** Runs one expression that is not part of an if chain. */
async function execOne(state: RunState, scope: Scope, e: FlowExpression): Promise<void> {
  const entry = enter(state, e);
  switch (e.type) {
    case 'for':
      return execFor(state, scope, e);
    case 'while':
    case 'dowhile':
      return execWhile(state, scope, e);
    case 'forEach':
      return execForEach(state, scope, e);
    case 'var':
      return execVar(state, scope, e);
    case 'varAssign':
      return execVarAssign(state, scope, e);
    case 'arrayPush':
      return execArrayPush(state, scope, e);
    case 'arrayDelete':
      return execArrayDelete(state, scope, e);
    case 'subform':
      handOut(state, e.fieldId);
      return state.host.showSubform(e.fieldId);
    case 'hideSubform':
      handOut(state, e.fieldId);
      return state.host.hideSubform(e.fieldId);
    case 'toast':
      return execToast(state, scope, e);
    case 'disableForm':
      return execDisableForm(state, scope, e);
    case 'redirect':
      return execRedirect(state, scope, e);
    case 'arraySearch':
      return execArraySearch(state, scope, e);
    default:
      return execHost(state, scope, e, entry);
  }
}
