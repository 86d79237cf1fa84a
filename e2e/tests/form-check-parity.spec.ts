// The SPEC §5 form check gives the same verdict in Node (the server) and in Chromium (the renderer):
// 1,000 seeded generated definitions with random answers (packages/shared/src/forms/testing) are checked
// in Node, then by the same TypeScript source bundled with esbuild into a blank page. No app server needed.
//
// Shared is imported from its source by path (not through the package, which e2e resolves to dist/) so
// both sides run exactly the code that is bundled, with no build first.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstMismatch, pageWithBundle, parityBrowser } from '../fixtures/parity.js';
import { checkForm } from '../../packages/shared/src/forms/form-check.js';
import { sampleFormCases } from '../../packages/shared/src/forms/testing/form-arbitraries.js';

const CASES = 1000;
const FORM_CHECK_SOURCE = path.resolve(import.meta.dirname, '../../packages/shared/src/forms/form-check.ts');
/** The global the bundle defines in the page. */
const GLOBAL = 'darvazehFormCheck';

const browser = parityBrowser();

describe('form check parity between Node and Chromium', () => {
  it(`gives the same verdict on ${CASES} generated definitions with random answers`, async () => {
    const started = performance.now();
    // Both sides read the same JSON text: what a form posts and what the server receives.
    const casesJson = JSON.stringify(
      sampleFormCases(CASES).map(({ definition, answers }) => ({ definition, answers: answers ?? null })),
    );
    const cases = JSON.parse(casesJson) as {
      definition: Parameters<typeof checkForm>[0];
      answers: unknown;
    }[];
    const nodeVerdicts = cases.map(({ definition, answers }) => checkForm(definition, answers));
    const generated = performance.now();

    const { page, bundle } = await pageWithBundle(browser(), FORM_CHECK_SOURCE, GLOBAL);
    const bundled = performance.now();

    const browserVerdicts = await page.evaluate(
      ({ json, global }) => {
        const { checkForm: check } = (window as unknown as Record<string, { checkForm: typeof checkForm }>)[
          global
        ]!;
        const list = JSON.parse(json) as { definition: Parameters<typeof checkForm>[0]; answers: unknown }[];
        return { userAgent: navigator.userAgent, verdicts: list.map((c) => check(c.definition, c.answers)) };
      },
      { json: casesJson, global: GLOBAL },
    );
    const checked = performance.now();
    await page.close();

    expect(browserVerdicts.userAgent).toContain('Chrome/');
    expect(browserVerdicts.verdicts).toHaveLength(CASES);
    expect(firstMismatch(cases, nodeVerdicts, browserVerdicts.verdicts)).toBeNull();
    // The cases exercise both outcomes, so agreement is not agreement on "ok" alone.
    const failed = nodeVerdicts.filter((v) => !v.ok).length;
    expect(failed).toBeGreaterThan(CASES / 10);
    expect(CASES - failed).toBeGreaterThan(CASES / 10);

    const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
    console.log(
      `form check parity: ${CASES} cases (${failed} refused, ${(casesJson.length / 1e6).toFixed(1)} MB of JSON); ` +
        `generate + Node check ${ms(started, generated)}, bundle + load ${ms(generated, bundled)} ` +
        `(${Math.round(bundle.length / 1024)} KB), Chromium check ${ms(bundled, checked)}`,
    );
  });
});
