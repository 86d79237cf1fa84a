// Test support, never shipped: one parity case run end to end — the derived side (SPEC §4), the run with a
// recording host, a fixed budget clock and a fixed "now" — answered as JSON-ready data, so Node and
// Chromium (e2e/tests/flow-parity.spec.ts bundles this file) can be compared exactly.
import { createBudget } from '../language/budget.js';
import { parseFunction } from '../model/parse-function.js';
import { runFunction } from '../run/run-function.js';
import { TEST_NOW } from './eval-helpers.js';
import type { FlowParityCase } from './function-arbitraries.js';
import { recordingHost, type ServerMethod } from './recording-host.js';

/** What the recording host answers for each server method in a parity run. */
export const PARITY_HOST_ANSWERS: Partial<Record<ServerMethod, unknown>> = {
  read: [
    { id: 1, name: 'مریم احمدی', code: '101', score: 17.5 },
    { id: 2, name: 'رضا کریمی', code: '102', score: 12 },
  ],
  create: { id: 7, name: 'سارا' },
  createIfNotExist: { id: 8 },
  update: 1,
  delete: 2,
  fetch: { status: 200, body: { ok: true, list: [1, 2, 3] } },
  curl: { status: 201, body: 'پاسخ' },
  callFunction: { total: 42 },
  arrayFromExcel: [{ code: '1' }],
  mongo: [{ _id: 'a', count: 3 }],
};

/** Steps one parity run may take: loops that never end stop here, the same on both sides. */
export const PARITY_MAX_STEPS = 5_000;

/** Everything a run shows: the derived side, the result (or what was thrown) and every host call. */
export interface ParityOutcome {
  side: { isServerSide: boolean; usedFieldInfos: string[] } | { diagnostics: unknown[] };
  result?: unknown;
  calls: unknown[];
  thrown?: string;
}

/** Runs one case; the budget's clock never moves, so only steps can end a run early. */
export async function runParityCase(parityCase: FlowParityCase): Promise<ParityOutcome> {
  const parsed = parseFunction(parityCase.fn);
  const side = parsed.ok
    ? { isServerSide: parsed.fn.isServerSide === true, usedFieldInfos: parsed.fn.usedFieldInfos ?? [] }
    : { diagnostics: parsed.diagnostics };
  const host = recordingHost(PARITY_HOST_ANSWERS);
  try {
    const result = await runFunction(parityCase.fn, {
      answers: parityCase.answers,
      host,
      budget: createBudget({ maxSteps: PARITY_MAX_STEPS, timeMs: 60_000, now: () => 0 }),
      now: TEST_NOW,
    });
    return JSON.parse(JSON.stringify({ side, result, calls: host.calls })) as ParityOutcome;
  } catch (error) {
    return JSON.parse(JSON.stringify({ side, calls: host.calls, thrown: String(error) })) as ParityOutcome;
  }
}

/** Runs cases one after another (a run is async: host calls are awaited). */
export async function runParityCases(cases: readonly FlowParityCase[]): Promise<ParityOutcome[]> {
  const out: ParityOutcome[] = [];
  for (const parityCase of cases) out.push(await runParityCase(parityCase));
  return out;
}
