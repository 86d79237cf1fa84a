// Number built-ins. Rounding is half away from zero (2.5 → 3, -2.5 → -3), the way people round money;
// toNumber reads Persian and Arabic digits and separators and answers null for text that is not a number.
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { formatThousands, parseLocalizedNumber } from '../../../rules/numbers.js';
import { kindOf, type FlowValue } from '../values.js';
import { arr, inRange, int, isPrimitive, num, primitiveText } from './args.js';
import { P, type BuiltinFunction } from './registry-types.js';

/** Rounds half away from zero to `digits` decimals, through the decimal form so 1.005 rounds to 1.01. */
function roundTo(n: number, digits: number): number {
  const magnitude = Math.abs(n);
  // Beyond 2^53 there are no fractions left to round, and the exponent trick below would overflow.
  if (magnitude >= 2 ** 53) return n;
  const shifted = Math.round(Number(`${magnitude}e${digits}`));
  return Math.sign(n) * Number(`${shifted}e-${digits}`);
}

/** The numbers min and max work on: their arguments, or the items of a single array argument. */
function numbersOf(args: readonly FlowValue[], name: string): number[] {
  const list = args.length === 1 && Array.isArray(args[0]) ? arr(args, 0) : args;
  if (list.length === 0) throw new FlowError(EVAL_MESSAGES.arity(name, 1, Infinity));
  return list.map((v, i) => {
    if (typeof v !== 'number') throw new FlowError(EVAL_MESSAGES.argType(name, i + 1, ['number'], kindOf(v)));
    return v;
  });
}

const numberOrArray = { kinds: ['number', 'array'] } as const;

/** The number built-ins: abs, round, floor, ceil, min, max, toNumber, toText, formatNumber. */
export const NUMBER_FUNCTIONS: readonly BuiltinFunction[] = [
  { name: 'abs', aliases: ['قدرمطلق'], params: [P.number], apply: (a) => Math.abs(num(a, 0)) },
  {
    name: 'round',
    aliases: ['گرد'],
    params: [P.number, P.optionalNumber],
    apply: (a) => {
      const digits = int(a, 1, 'round', 0);
      inRange(digits >= 0 && digits <= 15, 'round', 1);
      return roundTo(num(a, 0), digits);
    },
  },
  { name: 'floor', params: [P.number], apply: (a) => Math.floor(num(a, 0)) },
  { name: 'ceil', params: [P.number], apply: (a) => Math.ceil(num(a, 0)) },
  {
    name: 'min',
    aliases: ['کمینه'],
    params: [numberOrArray],
    rest: P.number,
    apply: (a) => Math.min(...numbersOf(a, 'min')),
  },
  {
    name: 'max',
    aliases: ['بیشینه'],
    params: [numberOrArray],
    rest: P.number,
    apply: (a) => Math.max(...numbersOf(a, 'max')),
  },
  {
    name: 'toNumber',
    aliases: ['عدد'],
    params: [{ kinds: ['null', 'number', 'string'] }],
    apply: ([v]) => (typeof v === 'string' ? parseLocalizedNumber(v) : (v ?? null)),
  },
  {
    name: 'toText',
    aliases: ['متن'],
    params: [{ kinds: ['null', 'boolean', 'number', 'string'] }],
    apply: ([v]) => (v !== undefined && isPrimitive(v) ? primitiveText(v) : ''),
  },
  {
    name: 'formatNumber',
    params: [P.number, P.optionalNumber],
    apply: (a) => {
      const n = num(a, 0);
      if (a[1] === undefined) return formatThousands(n);
      const digits = int(a, 1, 'formatNumber');
      inRange(digits >= 0 && digits <= 15, 'formatNumber', 1);
      return formatThousands(Math.abs(n) < 1e21 ? roundTo(n, digits).toFixed(digits) : n);
    },
  },
];
