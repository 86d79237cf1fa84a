// Running stored functions on the server (SPEC §7 run-request-function, run-element-function): who may
// run which function, one budget shared by a run and the functions it calls, the log of every run, and
// the cache of read-only functions. Each write inside a run is its own transaction in the collections
// service, as in Directus and NocoBase flows: a run that fails half-way keeps what it already wrote.
import {
  createBudget,
  FlowError,
  isAdmin,
  runFunction,
  type Budget,
  type FlowFunction,
  type FunctionRunResult,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { SecretBox } from '../../plugins/secret-box.js';
import { functionMessages } from '../../messages/index.js';
import { FunctionCache } from './function-cache.js';
import { redacted } from '../../plugins/redact.js';
import {
  allowedUnitsOf,
  findFunction,
  hasResponsibilityIn,
  insertFunctionLog,
  type FunctionRow,
} from './functions.repository.js';
import type { UploadReader } from './host-excel.js';
import { serverHost } from './server-host.js';

/** Hides secret-looking keys and cuts long values, for logs of runs kept elsewhere (events' runs). */
export { redacted };

/** Deepest chain of functionCall a run may make. */
export const MAX_CALL_DEPTH = 5;
/** Most runs one user may have in flight in one server process; more is a Persian 429. */
export const MAX_RUNS_IN_FLIGHT = 4;
/** The time budget of one server run, nested calls and outgoing requests included. */
export const SERVER_RUN_TIME_MS = 5_000;

/** Who runs: the signed-in caller and the request, for the change log of what the run writes. */
export type Caller = { principal: Principal; requestId: string };
/** What a run starts with: the form's answers and any variables the caller provides. */
export type RunInput = { answers: Record<string, unknown>; variables?: Record<string, unknown> | undefined };

/** The budget a run and every function it calls share, and the time left of it for outgoing calls. */
type Limits = { budget: Budget; timeLeft: () => number };

/** A stored row (or a version's frozen copy, which keeps no usedFieldInfos) as the flow model reads it. */
export function flowFunctionOf(
  row: Pick<
    FunctionRow,
    'id' | 'fname' | 'callOn' | 'relatedId' | 'formFields' | 'expressions' | 'isServerSide'
  > & {
    usedFieldInfos?: FunctionRow['usedFieldInfos'];
  },
): FlowFunction {
  return {
    id: String(row.id),
    fname: row.fname,
    callOn: row.callOn as FlowFunction['callOn'],
    relatedId: row.relatedId,
    formFields: row.formFields as FlowFunction['formFields'],
    expressions: row.expressions as FlowFunction['expressions'],
    isServerSide: row.isServerSide,
    usedFieldInfos: row.usedFieldInfos ?? [],
  };
}

/** The functions engine of one app: runs with the app's database, outgoing policy and uploads. */
export function createFunctionRunner(deps: {
  db: Db;
  outbound: OutboundPolicy;
  secrets: SecretBox;
  uploads: UploadReader;
}) {
  const { db } = deps;
  const cache = new FunctionCache(db);
  const inFlight = new Map<number, number>();

  /** Runs `work` as one of the caller's runs in flight, refusing past MAX_RUNS_IN_FLIGHT. */
  async function counted<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
    const id = caller.principal.id;
    const running = inFlight.get(id) ?? 0;
    if (running >= MAX_RUNS_IN_FLIGHT)
      throw new AppError('too_many_requests', functionMessages.tooManyRuns(MAX_RUNS_IN_FLIGHT));
    inFlight.set(id, running + 1);
    try {
      return await work();
    } finally {
      const left = (inFlight.get(id) ?? 1) - 1;
      if (left === 0) inFlight.delete(id);
      else inFlight.set(id, left);
    }
  }

  /** 404 for a missing function; 403 when units are named and the caller holds none of them (Admins always may). */
  async function runnable(id: number, principal: Principal): Promise<FunctionRow> {
    const row = await findFunction(db, id);
    if (!row) throw new AppError('not_found', functionMessages.functionNotFound);
    const units = await allowedUnitsOf(db, row.id);
    if (units.length > 0 && !isAdmin(principal) && !(await hasResponsibilityIn(db, principal.id, units)))
      throw new AppError('forbidden', functionMessages.unitNotAllowed);
    return row;
  }

  /** Runs `fn` as `caller` within `budget`; functionCall recurses here one level deeper. */
  async function execute(
    fn: FlowFunction,
    input: RunInput,
    caller: Caller,
    depth: number,
    limits: Limits,
  ): Promise<Omit<FunctionRunResult, 'durationMs' | 'cached'>> {
    const { budget } = limits;
    const { host, effects } = serverHost({
      db,
      principal: caller.principal,
      requestId: caller.requestId,
      outbound: deps.outbound,
      secrets: deps.secrets,
      uploads: deps.uploads,
      timeLeft: limits.timeLeft,
      callFunction: async (functionId, inputs) => {
        if (depth + 1 > MAX_CALL_DEPTH) throw new FlowError(functionMessages.callTooDeep(MAX_CALL_DEPTH));
        const id = typeof functionId === 'number' ? functionId : Number(functionId);
        if (!Number.isInteger(id) || id <= 0) throw new FlowError(functionMessages.functionNotFound);
        const row = await runnable(id, caller.principal);
        const inner = await execute(flowFunctionOf(row), { answers: inputs }, caller, depth + 1, limits);
        effects.push(...inner.effects);
        if (!inner.ok)
          throw new FlowError(inner.diagnostics[0]?.message ?? functionMessages.functionNotFound);
        return inner.variables;
      },
    });
    const result = await runFunction(fn, { ...input, host, budget, now: Date.now() });
    return result.ok
      ? { ...result, effects, diagnostics: [] }
      : { ...result, answers: {}, variables: {}, effects };
  }

  /** Runs `fn` from the top: a fresh budget, the timing, and a log row when it is a stored function. */
  async function runLogged(fn: FlowFunction, input: RunInput, caller: Caller, logId: number | null) {
    const started = performance.now();
    const deadline = started + SERVER_RUN_TIME_MS;
    const limits: Limits = {
      budget: createBudget({ timeMs: SERVER_RUN_TIME_MS, now: () => performance.now() }),
      timeLeft: () => deadline - performance.now(),
    };
    const result = await execute(fn, input, caller, 0, limits);
    const durationMs = Math.round(performance.now() - started);
    if (logId !== null)
      await insertFunctionLog(db, {
        functionId: logId,
        callerId: caller.principal.id,
        ok: result.ok,
        input: redacted(input),
        output: redacted({ answers: result.answers, variables: result.variables }),
        diagnostics: result.diagnostics,
        durationMs,
        steps: result.steps,
      });
    return { ...result, durationMs, cached: false };
  }

  return {
    /**
     * `run-request-function`: a stored function by id, with the caller's answers and rights (cached when it
     * may be). A queued job (an event's run) passes `throttled: false`: the job runner's concurrency bounds
     * it, and a user's own runs in flight must not make it fail.
     */
    async runStored(
      id: number,
      input: RunInput,
      caller: Caller,
      { throttled = true }: { throttled?: boolean } = {},
    ): Promise<FunctionRunResult> {
      const run = async () => {
        const row = await runnable(id, caller.principal);
        const fn = flowFunctionOf(row);
        return cache.through(row, caller.principal, input, () => runLogged(fn, input, caller, row.id));
      };
      return throttled ? counted(caller, run) : run();
    },

    /** Runs an unsaved function once (an Admin's test run in the editor), logged nowhere. */
    async runDraft(fn: FlowFunction, input: RunInput, caller: Caller): Promise<FunctionRunResult> {
      return counted(caller, () => runLogged(fn, input, caller, null));
    },

    /** Runs one of a form's own functions (run-element-function), logged under no stored function. */
    async runEmbedded(fn: FlowFunction, input: RunInput, caller: Caller): Promise<FunctionRunResult> {
      return counted(caller, () => runLogged(fn, input, caller, null));
    },
  };
}

/** The functions engine of one app (createFunctionRunner). */
export type FunctionRunner = ReturnType<typeof createFunctionRunner>;
