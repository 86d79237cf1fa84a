// Statements that need no server: variables, arrays, subforms, toasts, disabling the form, redirects and
// arraySearch. Redirects accept only http(s) or site-relative URLs, so a definition can never send a
// browser to `javascript:` or `data:`.
import { FlowError } from '../errors.js';
import { ensureArrayLength } from '../language/guards.js';
import { normalizeName } from '../language/lexer.js';
import { deleteSized, pushSized, sized } from '../language/value-size.js';
import type { FlowValue } from '../language/values.js';
import { RUN_MESSAGES } from '../messages.js';
import type { ExpressionOf } from '../model/expression-schema.js';
import { TOAST_TITLES } from '../../rules/messages.js';
import type { Scope } from './scope.js';
import {
  assignExisting,
  declare,
  handOut,
  evalArray,
  evalBoolean,
  evalNumber,
  evalParam,
  evalString,
  lookup,
  storeInto,
  type RunState,
} from './state.js';

const SAFE_URL = /^(https?:\/\/|\/)/i;

/** The array a name holds (a variable or a field's answer); throws a FlowError when it is missing or not an array. */
function arrayNamed(state: RunState, scope: Scope, name: string): FlowValue[] {
  const n = normalizeName(name);
  const value = lookup(state, scope, n);
  if (value === undefined) throw new FlowError(RUN_MESSAGES.notDeclared(n));
  if (!Array.isArray(value)) throw new FlowError(RUN_MESSAGES.notArray(n));
  return value;
}

/** var: declares a variable in the current block. */
export function execVar(state: RunState, scope: Scope, e: ExpressionOf<'var'>): void {
  declare(state, scope, e.name, evalParam(state, scope, 'value', e.value));
}

/** varAssign: sets a declared variable, or a form field's answer. */
export async function execVarAssign(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'varAssign'>,
): Promise<void> {
  const value = evalParam(state, scope, 'value', e.value);
  if (!(await assignExisting(state, scope, e.name, value))) {
    throw new FlowError(RUN_MESSAGES.notDeclared(normalizeName(e.name)));
  }
}

/** arrayPush: appends a value to an array variable or field (arrays are shared by reference, as in JavaScript). */
export async function execArrayPush(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'arrayPush'>,
): Promise<void> {
  const value = evalParam(state, scope, 'value', e.value);
  const array = arrayNamed(state, scope, e.array);
  ensureArrayLength(array.length + 1);
  pushSized(array, value);
  await assignExisting(state, scope, e.array, array);
}

/** arrayDelete: removes the item at an index of an array variable or field. */
export async function execArrayDelete(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'arrayDelete'>,
): Promise<void> {
  const index = evalNumber(state, scope, 'index', e.index);
  const array = arrayNamed(state, scope, e.array);
  if (!Number.isInteger(index) || index < 0 || index >= array.length) {
    throw new FlowError(RUN_MESSAGES.indexOutOfRange(index, array.length));
  }
  deleteSized(array, index);
  await assignExisting(state, scope, e.array, array);
}

/** toast: shows a message; the title defaults to SPEC §8's title for the colour. */
export async function execToast(state: RunState, scope: Scope, e: ExpressionOf<'toast'>): Promise<void> {
  const title = e.title === undefined ? TOAST_TITLES[e.color] : evalString(state, scope, 'title', e.title);
  const text = evalString(state, scope, 'text', e.text);
  handOut(state, title, text);
  await state.host.toast({ color: e.color, title, text });
}

/** disableForm: disables or enables the form. */
export async function execDisableForm(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'disableForm'>,
): Promise<void> {
  const disabled = evalBoolean(state, scope, 'disabled', e.disabled);
  handOut(state);
  await state.host.disableForm(disabled);
}

/** redirect: sends the browser to an http(s) or site-relative URL. */
export async function execRedirect(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'redirect'>,
): Promise<void> {
  const url = evalString(state, scope, 'url', e.url);
  if (!SAFE_URL.test(url)) throw new FlowError(RUN_MESSAGES.unsafeUrl);
  handOut(state, url);
  await state.host.redirect(url);
}

/** arraySearch: keeps the items for which the condition (reading the item by its name) is true. */
export async function execArraySearch(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'arraySearch'>,
): Promise<void> {
  const items = evalArray(state, scope, 'array', e.array);
  const itemName = e.item ?? 'item';
  const found: FlowValue[] = [];
  for (const item of [...items]) {
    state.budget.step();
    const inner = scope.child();
    declare(state, inner, itemName, item);
    if (evalBoolean(state, inner, 'condition', e.condition)) found.push(item);
  }
  await storeInto(state, scope, e.into, sized(found));
}
