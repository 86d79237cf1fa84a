// Running a form's server-side functions for one event (SPEC §7 run-element-function). The call is
// self-handled (lib/api-notices.ts lists run-element-function): the runtime shows what the runs say, so the
// client's generic toasts stay out. A call that never got an answer, got a 5xx or was told to slow down
// (429: the server limits the runs one user has in flight) is tried again, up to FETCH_RETRY_ATTEMPTS times
// FETCH_RETRY_DELAY_MS apart (SPEC §9); any other 4xx is an answer and is not retried.
import {
  FETCH_RETRY_ATTEMPTS,
  FETCH_RETRY_DELAY_MS,
  functionApi,
  type CallOnEvent,
  type ElementRunResult,
  type FormFunctionsSource,
} from '@darvazeh/shared';
import { ApiAbortedError, ApiHttpError, ApiNetworkError, call } from '../../../../lib/api-client';

/** Which functions run: whose form (a collection's or a service's), the event and its field. */
export type ServerRunTarget = FormFunctionsSource & { event: CallOnEvent; fieldId: string | null };

/** What the server is asked: the target, and the answers now. */
export type ServerRunRequest = ServerRunTarget & { answers: Record<string, unknown> };

/** The runs, or why there are none: the last failure, or `superseded` when nobody wants the answer any more. */
export type ServerRunOutcome =
  | { kind: 'runs'; runs: ElementRunResult['runs'] }
  | { kind: 'failed'; error: unknown }
  | { kind: 'superseded' };

/** How the calls are spaced and when to give up (tests shorten the wait). */
export interface RetryOptions {
  signal: AbortSignal;
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed call may succeed if sent again: no answer at all, too many runs at once, or a 5xx. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiNetworkError) return true;
  return error instanceof ApiHttpError && (error.status === 429 || error.status >= 500);
}

/** Calls run-element-function, retrying per SPEC §9 until an answer, a 4xx, the last attempt or an abort. */
export async function runOnServer(
  request: ServerRunRequest,
  options: RetryOptions,
): Promise<ServerRunOutcome> {
  const { signal, attempts = FETCH_RETRY_ATTEMPTS, delayMs = FETCH_RETRY_DELAY_MS, sleep = wait } = options;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal.aborted) return { kind: 'superseded' };
    try {
      const envelope = await call(functionApi.runElement, { body: request }, { silent: true, signal });
      return { kind: 'runs', runs: envelope.data.runs };
    } catch (error) {
      if (error instanceof ApiAbortedError || signal.aborted) return { kind: 'superseded' };
      lastError = error;
      if (!isRetryable(error)) break;
    }
    if (attempt < attempts) await sleep(delayMs);
  }
  return { kind: 'failed', error: lastError };
}
