// Array built-ins. Equality is the language's structural `==`; sort takes numbers only or strings only
// (strings in Persian collation order), so no mixed comparison ever has to guess.
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { valuesEqual } from '../equality.js';
import { ensureArrayLength } from '../guards.js';
import { kindOf, type FlowValue } from '../values.js';
import { arr, int, isPrimitive } from './args.js';
import { P, type BuiltinFunction } from './registry-types.js';

const collator = new Intl.Collator('fa');

/** The numbers of an array for sum and avg; nulls (empty cells) are skipped, anything else is a diagnostic. */
function numbersIn(items: readonly FlowValue[], name: string): number[] {
  const out: number[] = [];
  for (const item of items) {
    if (typeof item === 'number') out.push(item);
    else if (item !== null) throw new FlowError(EVAL_MESSAGES.arrayItems(name, ['number'], kindOf(item)));
  }
  return out;
}

/** Sorts numbers ascending or strings in Persian order; throws a FlowError for any other mix. */
function sorted(items: readonly FlowValue[]): FlowValue[] {
  if (items.every((v) => typeof v === 'number')) return [...items].sort((x, y) => x - y);
  if (items.every((v) => typeof v === 'string')) return [...items].sort(collator.compare);
  throw new FlowError(EVAL_MESSAGES.sortMixed);
}

/** Keeps the first of each distinct primitive. */
function uniqueOf(items: readonly FlowValue[]): FlowValue[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!isPrimitive(item)) throw new FlowError(EVAL_MESSAGES.primitivesOnly('unique'));
    const key = `${kindOf(item)}:${String(item)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The array built-ins: count, sum, avg, includes, indexOf, first, last, slice, concat, unique, sort. */
export const ARRAY_FUNCTIONS: readonly BuiltinFunction[] = [
  { name: 'count', aliases: ['تعداد'], params: [P.array], apply: (a) => arr(a, 0).length },
  {
    name: 'sum',
    aliases: ['جمع'],
    params: [P.array],
    apply: (a) => numbersIn(arr(a, 0), 'sum').reduce((s, n) => s + n, 0),
  },
  {
    name: 'avg',
    aliases: ['میانگین'],
    params: [P.array],
    apply: (a) => {
      const numbers = numbersIn(arr(a, 0), 'avg');
      return numbers.length === 0 ? null : numbers.reduce((s, n) => s + n, 0) / numbers.length;
    },
  },
  {
    name: 'includes',
    params: [P.array, P.any],
    apply: (a, ctx) => arr(a, 0).some((item) => valuesEqual(item, a[1] ?? null, ctx.budget)),
  },
  {
    name: 'indexOf',
    params: [P.array, P.any],
    apply: (a, ctx) => arr(a, 0).findIndex((item) => valuesEqual(item, a[1] ?? null, ctx.budget)),
  },
  { name: 'first', aliases: ['اولین'], params: [P.array], apply: (a) => arr(a, 0)[0] ?? null },
  { name: 'last', aliases: ['آخرین'], params: [P.array], apply: (a) => arr(a, 0).at(-1) ?? null },
  {
    name: 'slice',
    params: [P.array, P.number, P.optionalNumber],
    apply: (a) => {
      const items = arr(a, 0);
      return items.slice(int(a, 1, 'slice'), int(a, 2, 'slice', items.length));
    },
  },
  {
    name: 'concat',
    params: [P.array],
    rest: P.array,
    apply: (a) => {
      const lists = a.map((_, i) => arr(a, i));
      ensureArrayLength(lists.reduce((n, list) => n + list.length, 0));
      return lists.flat(1);
    },
  },
  { name: 'unique', aliases: ['یکتا'], params: [P.array], apply: (a) => uniqueOf(arr(a, 0)) },
  { name: 'sort', aliases: ['مرتب'], params: [P.array], apply: (a) => sorted(arr(a, 0)) },
];
