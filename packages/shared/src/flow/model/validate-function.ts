// validateFunction: the checks a definition gets before it is stored or run. Every source must parse and
// call only known built-ins with the right arity; elseif/else must follow an if or elseif; names must be
// declared before use where that is obvious (the static scope in scope-check.ts); variables shadow no
// field and no outer variable; field references name a field of the function when its fields are known.
// The answer is a list of diagnostics naming the node id — empty when the function is fine.
import type { FlowDiagnostic } from '../errors.js';
import { analyzeSource } from '../language/analyze.js';
import { normalizeName } from '../language/lexer.js';
import { parseExpression } from '../language/parser.js';
import { MAX_EXPRESSIONS, MAX_TREE_DEPTH } from '../limits.js';
import { RUN_MESSAGES } from '../messages.js';
import type { FlowExpression } from './expression-schema.js';
import type { FlowFunction } from './function-schema.js';
import { StaticScope, declareProblem, readProblem, type NameFacts } from './scope-check.js';
import { fieldNameIndex } from './used-fields.js';
import { sourcesOf, targetOf, walkExpressions, type SourceEntry } from './walk.js';

/** Options of `validateFunction`. */
export interface ValidateOptions {
  /** Variables the host provides (e.g. a service's default variables); when given, any other unknown name is flagged. */
  knownVariables?: Iterable<string>;
}

class Checker {
  readonly diagnostics: FlowDiagnostic[] = [];
  private position = 0;

  constructor(
    private readonly facts: NameFacts,
    private readonly hasFields: boolean,
  ) {}

  report(nodeId: string, message: string, param?: string): void {
    if (!this.diagnostics.some((d) => d.nodeId === nodeId && d.message === message)) {
      this.diagnostics.push(param === undefined ? { nodeId, message } : { nodeId, message, param });
    }
  }

  checkList(list: readonly FlowExpression[], scope: StaticScope): void {
    list.forEach((e, i) => {
      const previous = list[i - 1]?.type;
      if ((e.type === 'elseif' || e.type === 'else') && previous !== 'if' && previous !== 'elseif') {
        this.report(e.id, RUN_MESSAGES.orphanBranch);
      }
      this.checkOne(e, scope, this.position++);
    });
  }

  private checkSources(
    e: FlowExpression,
    entries: readonly SourceEntry[],
    scope: StaticScope,
    at: number,
  ): void {
    for (const { param, source } of entries) {
      const parsed = parseExpression(source);
      if (!parsed.ok) {
        this.report(e.id, RUN_MESSAGES.inSource(param, parsed.error.message), param);
        continue;
      }
      const facts = analyzeSource(parsed.ast);
      for (const problem of facts.callErrors) this.report(e.id, RUN_MESSAGES.inSource(param, problem), param);
      for (const name of facts.names) {
        const problem = readProblem(name, scope, at, this.facts);
        if (problem) this.report(e.id, RUN_MESSAGES.inSource(param, problem), param);
      }
    }
  }

  private checkField(e: FlowExpression, fieldId: string): void {
    if (this.hasFields && !this.facts.fields.has(fieldId))
      this.report(e.id, RUN_MESSAGES.unknownField(fieldId));
  }

  private checkOne(e: FlowExpression, scope: StaticScope, at: number): void {
    const sources = sourcesOf(e);
    if (e.type === 'arraySearch') {
      this.checkSources(e, sources.slice(0, 1), scope, at);
      const inner = scope.child();
      inner.declare(normalizeName(e.item ?? 'item'));
      this.checkSources(e, sources.slice(1), inner, at);
    } else {
      this.checkSources(e, sources, scope, at);
    }
    if (e.type === 'subform' || e.type === 'hideSubform') this.checkField(e, e.fieldId);
    if (e.type === 'arrayFromExcel') this.checkField(e, e.fileField);
    if (e.type === 'fetch' && e.serviceId === undefined && e.externalServiceId === undefined && !e.url)
      this.report(e.id, RUN_MESSAGES.fetchTarget);

    const body = scope.child();
    const target = targetOf(e);
    if (target) {
      const name = normalizeName(target.name);
      if (target.how === 'declare' || target.how === 'loop') {
        const problem = declareProblem(name, scope, this.facts);
        if (problem) this.report(e.id, problem);
        (target.how === 'loop' ? body : scope).declare(name);
      } else if (target.how === 'assign') {
        const problem = readProblem(name, scope, at + 1, this.facts);
        if (problem) this.report(e.id, problem);
      } else if (!scope.has(name) && !this.facts.fields.has(name)) {
        scope.declare(name);
      }
    }
    if (e.children?.length) this.checkList(e.children, body);
  }
}

/** Checks a function's tree and answers its diagnostics (each naming the node id); an empty list means it is fine. */
export function validateFunction(fn: FlowFunction, options: ValidateOptions = {}): FlowDiagnostic[] {
  let count = 0;
  let deepest = 0;
  const ids = new Set<string>();
  const duplicates: FlowDiagnostic[] = [];
  const firstDeclared = new Map<string, number>();
  walkExpressions(fn.expressions, (e, depth) => {
    if (ids.has(e.id)) duplicates.push({ nodeId: e.id, message: RUN_MESSAGES.duplicateId(e.id) });
    ids.add(e.id);
    const target = targetOf(e);
    if (target && target.how !== 'assign') {
      const name = normalizeName(target.name);
      if (!firstDeclared.has(name)) firstDeclared.set(name, count);
    }
    count += 1;
    deepest = Math.max(deepest, depth);
  });
  if (count > MAX_EXPRESSIONS)
    return [{ nodeId: null, message: RUN_MESSAGES.tooManyExpressions(MAX_EXPRESSIONS) }];
  if (deepest > MAX_TREE_DEPTH) return [{ nodeId: null, message: RUN_MESSAGES.treeTooDeep(MAX_TREE_DEPTH) }];
  const known = options.knownVariables ? new Set([...options.knownVariables].map(normalizeName)) : null;
  const fields = fieldNameIndex(fn.formFields ?? []);
  const checker = new Checker({ fields, hostVariables: known, firstDeclared }, fields.size > 0);
  checker.checkList(fn.expressions, new StaticScope(null));
  return [...duplicates, ...checker.diagnostics];
}
