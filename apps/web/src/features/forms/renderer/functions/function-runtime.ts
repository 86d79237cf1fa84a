// The browser runtime of a form's functions (issue 14, "browser host"): which functions an event starts,
// where each runs, and in what order their results reach the form.
//
// - Events: `load` once when the form opens; `change` after a person's edit of a field (a function's own
//   writes are not edits, so functions never set each other off); `click` on a button field; `submit`
//   after the SPEC §5 check passes and before the answers go out.
// - Sides: client-side functions (SPEC §4, derived with parseFunction) run here with runFunction and the
//   browser host, in the definition's order; then, if the event has server-side functions, one
//   run-element-function call runs them all and its effects are replayed in order through the same host.
// - A function sees every top-level field: an unanswered one is null (the same answers go to the server).
// - Order: one queue per form, so runs never overlap and effects land in the order events happened.
// - Stale results: a newer edit of a field supersedes its older change run: one still queued never starts,
//   one in flight has its call aborted and anything it answers ignored. Server answers are merged key by
//   key, and only where the run changed the value and the person has not changed it since the call.
// - Typed fields (text, rich text, date, map) start their change functions once typing settles.
// - Failures: a diagnostic or a call that failed for good becomes an error toast with the Persian message.
// - Submit stops when a run failed, a function redirected, or the form ends up disabled (disableForm).
import {
  createBudget,
  FlowError,
  runFunction,
  TOAST_TITLES,
  type CallOnEvent,
  type FieldType,
  type FlowDiagnostic,
  type FlowFunction,
  type FormFunctionsSource,
  type FormDefinition,
} from '@darvazeh/shared';
import {
  ApiFailureError,
  ApiHttpError,
  ApiNetworkError,
  describeFailure,
  failureText,
} from '../../../../lib/api-client';
import { readAnswer, type Answers, type FormStore } from '../form-store';
import { browserHost, replayEffect, type FormSurface } from './browser-host';
import { fieldIdOfKey, indexFields, type FieldIndex } from './field-index';
import { formFunctions } from './form-functions';
import { runOnServer, type RetryOptions, type ServerRunTarget } from './server-runs';
import { formFunctionMessages as m, noticeMessages } from '../../../../lib/messages';

/** How long typing must pause before a typed field's change functions start. */
export const CHANGE_SETTLE_MS = 300;

const TYPED_FIELDS: ReadonlySet<FieldType> = new Set(['text', 'richText', 'date', 'map']);

/** What the runtime works on. */
export interface RuntimeOptions {
  definition: FormDefinition;
  store: FormStore;
  surface: FormSurface & { isDisabled(): boolean };
  /** Whose form this is (a collection's or a service's); without one (the designer's preview) server functions are skipped. */
  source?: FormFunctionsSource | undefined;
  /** Retry spacing and the settle delay (tests shorten them); the run's "now" in epoch ms. */
  retry?: Omit<RetryOptions, 'signal'>;
  settleMs?: number;
  now?: () => number;
}

/** Whether an event's runs ask the form to stop (for submit: do not send). */
export interface EventOutcome {
  stopped: boolean;
}

/** The functions of one rendered form. */
export interface FunctionRuntime {
  /** Whether the form has functions at all. */
  readonly active: boolean;
  /** Runs the functions of `load`, `click` (a button's id) or `submit`, after everything queued before. */
  dispatch(event: Exclude<CallOnEvent, 'change'>, fieldId?: string): Promise<EventOutcome>;
  /** Tells the runtime a person edited the answer under `key` (the store's onEdit). */
  edited(key: string): void;
  /** Starts waiting change runs now and resolves once the queue is empty (before a submit). */
  settle(): Promise<void>;
  /** Stops everything: timers cleared, calls aborted, later results ignored. */
  dispose(): void;
}

/** One run's end as the event sees it. */
interface Step {
  failed: boolean;
  /** The page is leaving (a redirect) or nobody wants the result (superseded, disposed). */
  over: boolean;
}

/** Equal as JSON data; a missing value and null are the same answer. */
function sameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The message of a call that failed for good: the server's refusal, or that it never answered. */
function callFailureText(error: unknown): string {
  if (error instanceof ApiFailureError) return failureText(error.envelope);
  if (error instanceof ApiHttpError && error.status < 500)
    return (
      describeFailure({ status: error.status, data: error.data, isLoggedIn: true, url: '' })?.text ??
      failureText(error.data)
    );
  if (error instanceof ApiNetworkError) return noticeMessages.errors.requestNotSent;
  return noticeMessages.errors.generic;
}

/** Creates the runtime of one rendered form; call dispose() when the form goes away. */
export function createFunctionRuntime(options: RuntimeOptions): FunctionRuntime {
  const { store, surface, source } = options;
  const functions = formFunctions(options.definition);
  const fields: FieldIndex = indexFields(options.definition);
  const settleMs = options.settleMs ?? CHANGE_SETTLE_MS;
  const now = options.now ?? Date.now;

  let disposed = false;
  let tail: Promise<unknown> = Promise.resolve();
  const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; fire: () => void }>();
  const generations = new Map<string, number>();
  const changeCalls = new Map<string, AbortController>();
  const calls = new Set<AbortController>();

  // Nothing reaches the page after the form has gone.
  const live: FormSurface = {
    toast: (toast) => {
      if (!disposed) surface.toast(toast);
    },
    disable: (disabled) => {
      if (!disposed) surface.disable(disabled);
    },
    redirect: (url) => {
      if (!disposed) surface.redirect(url);
    },
  };
  const showError = (text: string) => live.toast({ color: 'error', title: TOAST_TITLES.error, text });
  const reportDiagnostics = (fname: string, diagnostics: readonly FlowDiagnostic[]) =>
    showError(m.failed(fname, diagnostics[0]?.message ?? noticeMessages.errors.generic));

  /** The answers a function starts from: the store's, with every unanswered top-level field as null. */
  const answersNow = (): Answers => {
    const answers: Answers = { ...store.answers() };
    for (const id of fields.topLevel) if (!Object.hasOwn(answers, id)) answers[id] = null;
    return answers;
  };

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };

  async function runClient(fn: FlowFunction): Promise<Step> {
    const host = browserHost(store, fields, live);
    const result = await runFunction(fn, {
      answers: answersNow(),
      host,
      budget: createBudget({ now: () => performance.now() }),
      now: now(),
    });
    if (!result.ok) reportDiagnostics(fn.fname, result.diagnostics);
    return { failed: !result.ok, over: host.redirected };
  }

  /** Writes what a server run changed, where the person has not changed it since the call went out. */
  function mergeAnswers(sentRoot: Answers, sent: Answers, returned: Record<string, unknown>): void {
    for (const [fieldId, value] of Object.entries(returned)) {
      if (sameValue(value, Object.hasOwn(sent, fieldId) ? sent[fieldId] : null)) continue;
      const key = fields.answerKeys.get(fieldId) ?? fieldId;
      if (!sameValue(store.get(key), readAnswer(sentRoot, key))) continue;
      store.set(key, value);
    }
  }

  async function runServer(request: ServerRunTarget, isCurrent: () => boolean) {
    const controller = new AbortController();
    calls.add(controller);
    if (request.event === 'change' && request.fieldId) changeCalls.set(request.fieldId, controller);
    const sentRoot = store.answers();
    const sent = answersNow();
    try {
      const outcome = await runOnServer(
        { ...request, answers: sent },
        { ...options.retry, signal: controller.signal },
      );
      if (outcome.kind === 'superseded' || !isCurrent()) return { failed: false, over: true };
      if (outcome.kind === 'failed') {
        showError(callFailureText(outcome.error));
        return { failed: true, over: false };
      }
      const host = browserHost(store, fields, live);
      let failed = false;
      for (const run of outcome.runs) {
        mergeAnswers(sentRoot, sent, run.answers);
        for (const effect of run.effects) {
          try {
            await replayEffect(host, effect);
          } catch (error) {
            if (!(error instanceof FlowError)) throw error;
            showError(error.message);
            failed = true;
          }
          if (host.redirected) return { failed, over: true };
        }
        if (!run.ok) {
          reportDiagnostics(functions.nameOf(run.functionId) ?? m.unnamed, run.diagnostics);
          failed = true;
        }
      }
      return { failed, over: false };
    } finally {
      calls.delete(controller);
      if (changeCalls.get(request.fieldId ?? '') === controller) changeCalls.delete(request.fieldId ?? '');
    }
  }

  async function runEvent(
    event: CallOnEvent,
    fieldId: string | null,
    isCurrent: () => boolean,
  ): Promise<EventOutcome> {
    if (!isCurrent()) return { stopped: true };
    const { client, server } = functions.forEvent(event, fieldId);
    let failed = false;
    for (const fn of client) {
      const step = await runClient(fn);
      failed ||= step.failed;
      if (step.over || !isCurrent()) return { stopped: true };
    }
    if (server && source !== undefined) {
      const step = await runServer({ ...source, event, fieldId }, isCurrent);
      failed ||= step.failed;
      if (step.over) return { stopped: true };
    }
    return { stopped: failed || surface.isDisabled() };
  }

  function startChange(fieldId: string, generation: number): void {
    const isCurrent = () => !disposed && generations.get(fieldId) === generation;
    void enqueue(() => runEvent('change', fieldId, isCurrent));
  }

  return {
    active: functions.any,

    dispatch(event, fieldId) {
      if (!functions.any || disposed) return Promise.resolve({ stopped: false });
      return enqueue(() => runEvent(event, fieldId ?? null, () => !disposed));
    },

    edited(key) {
      const fieldId = fieldIdOfKey(key);
      if (disposed || !functions.watches(fieldId)) return;
      // The newest edit wins at once: an older run of this field, queued or in flight, is dropped.
      const generation = (generations.get(fieldId) ?? 0) + 1;
      generations.set(fieldId, generation);
      changeCalls.get(fieldId)?.abort();
      const waiting = timers.get(fieldId);
      if (waiting) clearTimeout(waiting.timer);
      const fire = () => {
        timers.delete(fieldId);
        startChange(fieldId, generation);
      };
      const type = fields.types.get(fieldId);
      if (type && TYPED_FIELDS.has(type)) timers.set(fieldId, { timer: setTimeout(fire, settleMs), fire });
      else fire();
    },

    async settle() {
      for (const { timer, fire } of [...timers.values()]) {
        clearTimeout(timer);
        fire();
      }
      // Runs may queue more runs (none do today), so wait until the queue stops growing.
      for (let seen = tail; ; seen = tail) {
        await seen;
        if (seen === tail) return;
      }
    },

    dispose() {
      disposed = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const controller of calls) controller.abort();
    },
  };
}
