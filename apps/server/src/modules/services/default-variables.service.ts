// Default variables (defaultvariable, SPEC §7 default-variable-values): constants answered as typed, and
// expressions in the flow language evaluated for the caller by the shared evaluator (never eval or vm),
// each with its own step and time budget, over a small context of the caller and today. An expression
// that fails answers null for its name and is logged; the call never fails for it.
import {
  createBudget,
  evaluateSource,
  formatJalaliDate,
  normalizeName,
  parseExpression,
  toFlowValue,
  toPlainValue,
  type FlowValue,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { serviceMessages as text } from '../../messages/index.js';
import { liveDefaultVariables, userNamesOf } from './services.repository.js';

/** Most steps one default variable's expression may take. */
export const DEFAULT_VARIABLE_STEPS = 10_000;
/** Most milliseconds one default variable's expression may take. */
export const DEFAULT_VARIABLE_TIME_MS = 50;

/** Refuses (Persian 400) an expression variable whose source does not parse; constants are taken as typed. */
export function assertVariableParses(body: { kind?: unknown; value?: unknown }): void {
  if (body.kind !== 'expression' || typeof body.value !== 'string') return;
  const parsed = parseExpression(body.value);
  if (!parsed.ok) throw new AppError('bad_request', text.expressionInvalid(parsed.error.message));
}

/** Tehran's calendar day of `now` as ISO `YYYY-MM-DD`. */
const isoDayInTehran = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(now));

/**
 * The names an expression reads: the caller's `userId`, `username`, `firstName`, `lastName`, and today as
 * `todayJalali` (۱۴۰۵/۰۹/۰۴ in Latin digits, the form date fields answer) and `todayIso` (2026-11-25).
 */
async function contextOf(db: Db, principal: Principal, now: number): Promise<Map<string, FlowValue>> {
  const user = await userNamesOf(db, principal.id);
  const names: Record<string, unknown> = {
    userId: principal.id,
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    todayJalali: formatJalaliDate(new Date(now)),
    todayIso: isoDayInTehran(now),
  };
  return new Map(Object.entries(names).map(([name, value]) => [normalizeName(name), toFlowValue(value)]));
}

/** Evaluates one expression with its own budget; answers the plain value or the failure's message. */
function evaluateOne(
  source: string,
  names: ReadonlyMap<string, FlowValue>,
  now: number,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    const result = evaluateSource(source, {
      lookup: (name) => names.get(normalizeName(name)),
      budget: createBudget({
        maxSteps: DEFAULT_VARIABLE_STEPS,
        timeMs: DEFAULT_VARIABLE_TIME_MS,
        now: () => performance.now(),
      }),
      now,
    });
    return result.ok
      ? { ok: true, value: toPlainValue(result.value) }
      : { ok: false, message: result.error.message };
  } catch (error) {
    // Not the expression's failure but ours (a bug in the evaluator): still one null, never a 500.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `GET default-variable-values`: every live default variable's value for `principal`, by name. `onFailure`
 * hears each expression that failed (its value is null).
 */
export async function defaultVariableValues(
  db: Db,
  principal: Principal,
  onFailure: (name: string, message: string) => void,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  const rows = await liveDefaultVariables(db);
  const names = rows.some((row) => row.kind === 'expression')
    ? await contextOf(db, principal, now)
    : new Map();
  return Object.fromEntries(
    rows.map((row) => {
      if (row.kind === 'constant') return [row.name, row.value];
      const result = evaluateOne(row.value, names, now);
      if (result.ok) return [row.name, result.value];
      onFailure(row.name, result.message);
      return [row.name, null];
    }),
  );
}
