// SPEC §4: which side runs a function. A function is server-side when ANY expression, at any depth, has a
// type outside CLIENT_SIDE_TYPES (if, var, arrayPush, arrayDelete, subform, hideSubform, toast,
// disableForm, redirect) — so elseif, else, loops and varAssign are server-side too, exactly as the SPEC
// lists — or when an `if` condition reads a computed variable.
//
// The computed-variable rule implemented here: a name is computed when
//   1. it receives the `into` of a server-side expression (read, fetch, functionCall, arraySearch, …), or
//   2. the host names it as computed (`computedVariables`: values only the server knows, such as a
//      service's default variables), or
//   3. a var, varAssign or arrayPush gives it a value whose source reads a computed name, or a forEach/for
//      loop variable's source reads one — repeated until nothing changes (names are compared after the
//      lexer's normalisation, ignoring scopes, which can only make the answer more server-side).
// An `if` whose condition cannot be parsed counts as server-side, so the server reports the mistake.
// With the SPEC's lists, (1) alone never changes the answer — any `into` is already a server-side type —
// so the rule matters through (2) and (3).
import { parseExpression } from '../language/parser.js';
import { analyzeSource } from '../language/analyze.js';
import { normalizeName } from '../language/lexer.js';
import { isClientSideType } from './expression-types.js';
import type { FlowExpression } from './expression-schema.js';
import type { FlowFunction } from './function-schema.js';
import { intoOf, sourcesOf, targetOf, walkExpressions } from './walk.js';
import { usedFields } from './used-fields.js';

/** Options of `isServerSide`. */
export interface ServerSideOptions {
  /** Names whose values only the server can compute (a service's default variables). */
  computedVariables?: Iterable<string>;
}

/** The names a source reads, or null when it does not parse. */
function namesIn(source: string): string[] | null {
  const parsed = parseExpression(source);
  return parsed.ok ? analyzeSource(parsed.ast).names : null;
}

/** The computed names of a tree (rules 1–3 above). */
export function computedVariables(
  expressions: readonly FlowExpression[],
  options: ServerSideOptions = {},
): Set<string> {
  const computed = new Set([...(options.computedVariables ?? [])].map(normalizeName));
  const flows: { target: string; reads: string[] | null }[] = [];
  walkExpressions(expressions, (e) => {
    const into = intoOf(e);
    if (into !== undefined && !isClientSideType(e.type)) computed.add(normalizeName(into));
    const target = targetOf(e);
    if (target && target.how !== 'into') {
      const reads = sourcesOf(e).flatMap((s) => namesIn(s.source) ?? []);
      flows.push({ target: normalizeName(target.name), reads });
    }
  });
  let changed = true;
  while (changed) {
    changed = false;
    for (const { target, reads } of flows) {
      if (!computed.has(target) && reads?.some((n) => computed.has(n))) {
        computed.add(target);
        changed = true;
      }
    }
  }
  return computed;
}

/** Tells whether a function's expressions must run on the server (SPEC §4, with the computed-variable rule above). */
export function isServerSide(
  expressions: readonly FlowExpression[],
  options: ServerSideOptions = {},
): boolean {
  let server = false;
  walkExpressions(expressions, (e) => {
    if (!isClientSideType(e.type)) server = true;
  });
  if (server) return true;
  const computed = computedVariables(expressions, options);
  walkExpressions(expressions, (e) => {
    if (e.type !== 'if') return;
    const names = namesIn(e.condition);
    if (names === null || names.some((n) => computed.has(n))) server = true;
  });
  return server;
}

/** Returns a copy of a function whose isServerSide and usedFieldInfos are derived from its tree, whatever a client sent. */
export function withDerivedSide(fn: FlowFunction, options: ServerSideOptions = {}): FlowFunction {
  return {
    ...fn,
    isServerSide: isServerSide(fn.expressions, options),
    usedFieldInfos: usedFields(fn, fn.formFields ?? []),
  };
}
