// Static scope simulation for validateFunction: the same block scoping a run uses (each children list is
// a block; loop variables live in the loop's block; `into` assigns an existing variable or field, else
// declares one in the current block), applied in document order to find obvious mistakes by name.
import { normalizeName } from '../language/lexer.js';
import { RUN_MESSAGES } from '../messages.js';

/** A chain of block scopes holding declared (normalised) names. */
export class StaticScope {
  private readonly names = new Set<string>();

  constructor(readonly parent: StaticScope | null) {}

  /** Opens a block inside this one. */
  child(): StaticScope {
    return new StaticScope(this);
  }

  /** Tells whether a name is declared here or in an enclosing block. */
  has(name: string): boolean {
    return this.names.has(name) || (this.parent?.has(name) ?? false);
  }

  /** Declares a name in this block. */
  declare(name: string): void {
    this.names.add(name);
  }
}

/** What the checker knows about names: form fields, host variables, and every name the tree declares. */
export interface NameFacts {
  fields: ReadonlyMap<string, string>;
  /** Host-provided variables, when the caller listed them; null means "unknown, do not flag strangers". */
  hostVariables: ReadonlySet<string> | null;
  /** Names declared (var, loop, into) at each position, in document order: name → first declaration index. */
  firstDeclared: ReadonlyMap<string, number>;
}

/** The diagnostic for reading `name` at document position `at` in `scope`, or null when the read is fine. */
export function readProblem(name: string, scope: StaticScope, at: number, facts: NameFacts): string | null {
  const n = normalizeName(name);
  if (scope.has(n) || facts.fields.has(n) || facts.hostVariables?.has(n)) return null;
  const first = facts.firstDeclared.get(n);
  if (first !== undefined)
    return first >= at ? RUN_MESSAGES.usedBeforeDefined(n) : RUN_MESSAGES.notInScope(n);
  return facts.hostVariables ? RUN_MESSAGES.notDeclared(n) : null;
}

/** The diagnostic for declaring `name` with var or a loop in `scope`, or null when the name is free. */
export function declareProblem(name: string, scope: StaticScope, facts: NameFacts): string | null {
  const n = normalizeName(name);
  if (facts.fields.has(n)) return RUN_MESSAGES.shadowsField(n);
  if (scope.has(n) || facts.hostVariables?.has(n)) return RUN_MESSAGES.alreadyDeclared(n);
  return null;
}
