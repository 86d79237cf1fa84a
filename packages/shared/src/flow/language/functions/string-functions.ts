// String built-ins. Patterns are plain substrings, never regular expressions, so no user input can cause
// catastrophic backtracking; every result's size is computed before it is built and checked against the caps.
import { FlowError } from '../../errors.js';
import { MAX_ARRAY_LENGTH, MAX_STRING_LENGTH } from '../../limits.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { ensureArrayLength, ensureStringLength } from '../guards.js';
import { arr, inRange, int, isPrimitive, primitiveText, str } from './args.js';
import { P, type BuiltinFunction } from './registry-types.js';

const textOrArray = { kinds: ['string', 'array'] } as const;

/** The string built-ins: len, upper, lower, trim, contains, startsWith, endsWith, substr, replace, split, join, padStart. */
export const STRING_FUNCTIONS: readonly BuiltinFunction[] = [
  {
    name: 'len',
    aliases: ['طول'],
    params: [textOrArray],
    apply: ([v]) => (typeof v === 'string' || Array.isArray(v) ? v.length : 0),
  },
  { name: 'upper', params: [P.string], apply: (a) => str(a, 0).toUpperCase() },
  { name: 'lower', params: [P.string], apply: (a) => str(a, 0).toLowerCase() },
  { name: 'trim', params: [P.string], apply: (a) => str(a, 0).trim() },
  {
    name: 'contains',
    aliases: ['شامل'],
    params: [P.string, P.string],
    apply: (a) => str(a, 0).includes(str(a, 1)),
  },
  { name: 'startsWith', params: [P.string, P.string], apply: (a) => str(a, 0).startsWith(str(a, 1)) },
  { name: 'endsWith', params: [P.string, P.string], apply: (a) => str(a, 0).endsWith(str(a, 1)) },
  {
    name: 'substr',
    params: [P.string, P.number, P.optionalNumber],
    apply: (a) => {
      const s = str(a, 0);
      const start = int(a, 1, 'substr');
      const length = int(a, 2, 'substr', s.length);
      inRange(start >= 0, 'substr', 1);
      inRange(length >= 0, 'substr', 2);
      return s.slice(start, start + length);
    },
  },
  {
    name: 'replace',
    aliases: ['جایگزینی'],
    params: [P.string, P.string, P.string],
    apply: (a) => {
      const [s, find, by] = [str(a, 0), str(a, 1), str(a, 2)];
      if (find === '') return s;
      const parts = s.split(find);
      ensureStringLength(s.length + (parts.length - 1) * (by.length - find.length));
      return parts.join(by);
    },
  },
  {
    name: 'split',
    params: [P.string, P.string],
    apply: (a) => {
      const parts = str(a, 0).split(str(a, 1), MAX_ARRAY_LENGTH + 1);
      ensureArrayLength(parts.length);
      return parts;
    },
  },
  {
    name: 'join',
    params: [P.array, P.optionalString],
    apply: (a) => {
      const items = arr(a, 0);
      const separator = a[1] === undefined ? '' : str(a, 1);
      const texts = items.map((item) => {
        if (!isPrimitive(item)) throw new FlowError(EVAL_MESSAGES.primitivesOnly('join'));
        return primitiveText(item);
      });
      ensureStringLength(
        texts.reduce((n, t) => n + t.length, 0) + separator.length * Math.max(0, texts.length - 1),
      );
      return texts.join(separator);
    },
  },
  {
    name: 'padStart',
    params: [P.string, P.number, P.optionalString],
    apply: (a) => {
      const length = int(a, 1, 'padStart');
      inRange(length >= 0 && length <= MAX_STRING_LENGTH, 'padStart', 1);
      return str(a, 0).padStart(length, a[2] === undefined ? ' ' : str(a, 2));
    },
  },
];
