// The same function gives the same result in Node (the server) and in Chromium (the form renderer): 1,000
// seeded generated Functions with random answers (packages/shared/src/flow/testing/function-arbitraries.ts:
// every expression type, sources printed from the AST arbitraries and templates over the built-ins) are
// run in Node, then by the same TypeScript source bundled with esbuild into a blank page. Both sides use a
// recording host (server methods answered from one table), a budget clock that never moves and a fixed
// "now", and must agree exactly on the derived side (SPEC §4), the result (variables, answers,
// diagnostics, trace, steps) and every host call in order. No app server needed.
//
// Shared is imported from its source by path, as in form-check-parity.spec.ts, so both sides run exactly
// the code that is bundled.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstMismatch, pageWithBundle, parityBrowser } from '../fixtures/parity.js';
import { FLOW_PROPERTY_SEED } from '../../packages/shared/src/flow/testing/ast-arbitraries.js';
import {
  sampleFlowParityCases,
  type FlowParityCase,
} from '../../packages/shared/src/flow/testing/function-arbitraries.js';
import { runParityCases, type ParityOutcome } from '../../packages/shared/src/flow/testing/parity-run.js';

const CASES = 1000;
const PARITY_SOURCE = path.resolve(
  import.meta.dirname,
  '../../packages/shared/src/flow/testing/parity-run.ts',
);
/** The global the bundle defines in the page. */
const GLOBAL = 'darvazehFlowParity';

const browser = parityBrowser();

type Result = { ok: boolean; steps: number };
const resultOf = (outcome: ParityOutcome) => outcome.result as Result | undefined;

describe('flow engine parity between Node and Chromium', () => {
  it(`runs ${CASES} generated functions with random answers to the same result and host calls`, async () => {
    const started = performance.now();
    // Both sides read the same JSON text, as a function and answers travel between browser and server.
    const casesJson = JSON.stringify(sampleFlowParityCases(CASES, FLOW_PROPERTY_SEED));
    const cases = JSON.parse(casesJson) as FlowParityCase[];
    const nodeOutcomes = await runParityCases(cases);
    const ranInNode = performance.now();

    const { page, bundle } = await pageWithBundle(browser(), PARITY_SOURCE, GLOBAL);
    const bundled = performance.now();

    const inChromium = await page.evaluate(
      async ({ json, global }) => {
        const runner = (window as unknown as Record<string, { runParityCases: typeof runParityCases }>)[
          global
        ]!;
        const outcomes = await runner.runParityCases(JSON.parse(json) as FlowParityCase[]);
        return { userAgent: navigator.userAgent, outcomes };
      },
      { json: casesJson, global: GLOBAL },
    );
    const ranInChromium = performance.now();
    await page.close();

    expect(inChromium.userAgent).toContain('Chrome/');
    expect(inChromium.outcomes).toHaveLength(CASES);
    expect(firstMismatch(cases, nodeOutcomes, inChromium.outcomes)).toBeNull();

    // Agreement must not be agreement on one outcome only: the cases cover every kind of ending.
    expect(nodeOutcomes.filter((o) => o.thrown !== undefined)).toEqual([]);
    const finished = nodeOutcomes.filter((o) => resultOf(o)?.ok === true).length;
    const refusedBeforeRunning = nodeOutcomes.filter((o) => 'diagnostics' in o.side).length;
    const failedWhileRunning = CASES - finished - refusedBeforeRunning;
    const serverSide = nodeOutcomes.filter((o) => 'isServerSide' in o.side && o.side.isServerSide).length;
    const clientSide = CASES - refusedBeforeRunning - serverSide;
    for (const count of [finished, refusedBeforeRunning, failedWhileRunning, serverSide, clientSide])
      expect(count).toBeGreaterThan(CASES / 20);
    expect(nodeOutcomes.some((o) => resultOf(o)?.steps === 5_001)).toBe(true);
    const methods = new Set(nodeOutcomes.flatMap((o) => (o.calls as [string][]).map(([method]) => method)));
    expect([...methods].sort()).toEqual(
      [
        'callFunction',
        'create',
        'createIfNotExist',
        'disableForm',
        'fetch',
        'hideSubform',
        'read',
        'redirect',
        'setAnswer',
        'showSubform',
        'toast',
      ].sort(),
    );

    const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
    console.log(
      `flow parity: ${CASES} functions (${finished} finished, ${failedWhileRunning} stopped by a diagnostic, ` +
        `${refusedBeforeRunning} refused by the checks; ${serverSide} server-side, ${clientSide} client-side; ` +
        `${(casesJson.length / 1e6).toFixed(1)} MB of JSON); generate + Node ${ms(started, ranInNode)}, ` +
        `bundle + load ${ms(ranInNode, bundled)} (${Math.round(bundle.length / 1024)} KB), ` +
        `Chromium ${ms(bundled, ranInChromium)}`,
    );
  });
});
