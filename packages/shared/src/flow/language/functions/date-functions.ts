// Date built-ins. "Now" is the run's fixed instant from the host (CallContext.now), so a run is
// deterministic and tests need no fake timers. Dates are text (see date-values.ts); today() answers the
// Jalali day, the same form date fields answer, so `تاریخ_ورود >= today()` compares like with like.
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';
import { inRange, int, str } from './args.js';
import { formatIsoDay, formatJalaliDay, jalaliOf, readDate, shiftDate, tehranDay } from './date-values.js';
import { P, type BuiltinFunction, type CallContext } from './registry-types.js';
import type { FlowValue } from '../values.js';

/** Longest shift addDays accepts (about 2,700 years), so every result stays a real calendar day. */
const MAX_DAY_SHIFT = 1_000_000;

/** Runs a date computation, turning the calendar library's RangeError (a year out of its range) into a diagnostic. */
function dated(text: string, compute: () => FlowValue): FlowValue {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw new FlowError(EVAL_MESSAGES.invalidDate(text));
    throw error;
  }
}

/** A one-argument date built-in computed from the argument's Tehran day. */
function dayFunction(
  name: string,
  aliases: readonly string[],
  pick: (day: number) => FlowValue,
): BuiltinFunction {
  return {
    name,
    aliases,
    params: [P.string],
    apply: (a) => dated(str(a, 0), () => pick(readDate(str(a, 0)).day)),
  };
}

/** The date built-ins: today, now, jalali, jalaliYear, jalaliMonth, jalaliDay, addDays, diffDays, parseJalali. */
export const DATE_FUNCTIONS: readonly BuiltinFunction[] = [
  {
    name: 'today',
    aliases: ['امروز'],
    params: [],
    apply: (_a, ctx: CallContext) => formatJalaliDay(tehranDay(ctx.now)),
  },
  {
    name: 'now',
    aliases: ['اکنون'],
    params: [],
    apply: (_a, ctx: CallContext) => new Date(ctx.now).toISOString(),
  },
  dayFunction('jalali', ['شمسی'], formatJalaliDay),
  dayFunction('jalaliYear', [], (day) => jalaliOf(day).jy),
  dayFunction('jalaliMonth', [], (day) => jalaliOf(day).jm),
  dayFunction('jalaliDay', [], (day) => jalaliOf(day).jd),
  {
    name: 'addDays',
    aliases: ['افزودن_روز'],
    params: [P.string, P.number],
    apply: (a) => {
      const days = int(a, 1, 'addDays');
      inRange(Math.abs(days) <= MAX_DAY_SHIFT, 'addDays', 1);
      return dated(str(a, 0), () => shiftDate(readDate(str(a, 0)), days));
    },
  },
  {
    name: 'diffDays',
    aliases: ['فاصله_روز'],
    params: [P.string, P.string],
    apply: (a) => readDate(str(a, 1)).day - readDate(str(a, 0)).day,
  },
  {
    name: 'parseJalali',
    params: [P.string],
    apply: (a) => {
      const date = readDate(str(a, 0));
      if (date.style !== 'jalali') throw new FlowError(EVAL_MESSAGES.invalidDate(str(a, 0)));
      return formatIsoDay(date.day);
    },
  },
];
