// Runtime block scopes. Each children list runs in its own scope; a loop's variable lives in the scope of
// one iteration. Names are kept in Maps, so no variable name ever touches an object's prototype.
import type { FlowValue } from '../language/values.js';

/** One block scope of a run, chained to the enclosing one. */
export class Scope {
  private readonly vars = new Map<string, FlowValue>();

  constructor(readonly parent: Scope | null) {}

  /** Opens a block inside this one. */
  child(): Scope {
    return new Scope(this);
  }

  /** The scope that declares `name`, searching outwards, or null. */
  find(name: string): Scope | null {
    if (this.vars.has(name)) return this;
    return this.parent ? this.parent.find(name) : null;
  }

  /** The value of `name` here or outwards, or undefined when no scope declares it. */
  get(name: string): FlowValue | undefined {
    return this.find(name)?.vars.get(name);
  }

  /** Declares `name` in this scope (the caller has checked it is free). */
  declare(name: string, value: FlowValue): void {
    this.vars.set(name, value);
  }

  /** Sets `name` in this scope, which must be the one `find` answered. */
  set(name: string, value: FlowValue): void {
    this.vars.set(name, value);
  }

  /** The names and values declared in this scope alone. */
  entries(): IterableIterator<[string, FlowValue]> {
    return this.vars.entries();
  }
}
