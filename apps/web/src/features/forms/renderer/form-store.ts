// The answers of one rendered form in a small external store. Answers are nested (SPEC §3 answer shapes:
// expansion tabs and subforms are objects, tables arrays of rows), and every field subscribes to its own
// dot-joined key ('table.2.column'), so a keystroke re-renders only the field that changed (and any
// component whose selected slice really changed), never the whole form.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { isRecord } from '@darvazeh/shared';

export type Answers = Record<string, unknown>;

export interface FormStore {
  /** The whole answers object (a new object after every change). */
  answers: () => Answers;
  /** The answer under a dot-joined key, or undefined. */
  get: (key: string) => unknown;
  /** Replaces the answer under `key`, creating the containers on the way. */
  set: (key: string, value: unknown) => void;
  /** Calls `listener` when the value under `key`, one of its parents or one of its children changes. */
  subscribe: (key: string, listener: () => void) => () => void;
  /** A person's edit: `set`, then every edit listener hears the key (a form's change functions start here). */
  edit: (key: string, value: unknown) => void;
  /** Calls `listener` with the key of every edit that changed a value; a function's own writes (`set`) are not edits. */
  onEdit: (listener: (key: string) => void) => () => void;
}

/** Joins key parts: field ids, tab ids and row numbers never hold a dot. */
export function joinKey(...parts: (string | number)[]): string {
  return parts.filter((part) => part !== '').join('.');
}

/** The answer under a dot-joined key of an answers object (a snapshot the store once held), or undefined. */
export function readAnswer(answers: Answers, key: string): unknown {
  return key === '' ? answers : readIn(answers, key.split('.'));
}

function readIn(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** Writes an own property even when the key is `__proto__`. */
function assign(target: Answers, key: string, value: unknown): Answers {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function writeIn(container: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head = '', ...rest] = segments;
  if (Array.isArray(container) && /^\d+$/.test(head)) {
    const copy: unknown[] = [...(container as unknown[])];
    copy[Number(head)] = writeIn(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Answers = isRecord(container) ? { ...container } : {};
  return assign(copy, head, writeIn(readIn(copy, [head]), rest, value));
}

const related = (a: string, b: string): boolean =>
  a === b || a === '' || b === '' || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** Creates the store of one form, holding a copy of `initial`. */
export function createFormStore(initial: Answers = {}): FormStore {
  let root: Answers = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const editListeners = new Set<(key: string) => void>();
  /** Writes `value` under `key`; answers whether anything changed. */
  const set = (key: string, value: unknown): boolean => {
    const segments = key.split('.');
    if (Object.is(readIn(root, segments), value)) return false;
    root = writeIn(root, segments, value) as Answers;
    for (const [listenerKey, keyListeners] of [...listeners]) {
      if (related(listenerKey, key)) for (const listener of [...keyListeners]) listener();
    }
    return true;
  };
  return {
    answers: () => root,
    get: (key) => readAnswer(root, key),
    set: (key, value) => void set(key, value),
    edit: (key, value) => {
      if (set(key, value)) for (const listener of [...editListeners]) listener(key);
    },
    onEdit: (listener) => {
      editListeners.add(listener);
      return () => void editListeners.delete(listener);
    },
    subscribe: (key, listener) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

/** What every field of one rendered form shares. */
export interface FormScope {
  store: FormStore;
  readOnly: boolean;
  /** Runs a button field's click functions (absent where nothing runs: the confirm step, a preview of none). */
  click?: ((fieldId: string) => void) | undefined;
  /** Test and benchmark hook: told the key of every field render. */
  probe?: ((key: string) => void) | undefined;
}

export const FormScopeContext = createContext<FormScope | null>(null);

/** Test and benchmark hook: called with the answer key of every field render ('' for the form itself). */
export const FormRenderProbeContext = createContext<((key: string) => void) | undefined>(undefined);

export function useFormScope(): FormScope {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('A form field must be rendered inside FormRenderer.');
  return scope;
}

/** Reads a slice of the answer under `key`; the component re-renders only when the slice changes. */
export function useAnswerSlice<T>(key: string, select: (value: unknown) => T): T {
  const { store, probe } = useFormScope();
  probe?.(key);
  const read = () => select(store.get(key));
  return useSyncExternalStore((listener) => store.subscribe(key, listener), read, read);
}

const identity = (value: unknown): unknown => value;

/** The answer under `key` and its setter. */
export function useAnswer(key: string): [unknown, (value: unknown) => void] {
  const { store } = useFormScope();
  const value = useAnswerSlice(key, identity);
  return [value, (next) => store.edit(key, next)];
}
