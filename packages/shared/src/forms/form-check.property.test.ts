// Properties of the SPEC §5 form check over generated definitions and answers (testing/form-arbitraries.ts).
// The same seeded cases run in Chromium in e2e/tests/form-check-parity.spec.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkForm } from './form-check.js';
import {
  DISPLAY_TYPES,
  FIELD_FORMATS,
  FIELD_TYPES,
  formDefinitionError,
  walkFields,
} from './form-definition.js';
import { FORM_PROPERTY_SEED, formCaseArb, sampleFormCases } from './testing/form-arbitraries.js';

const RUNS = 1000;
/** 1,000 cases are CPU-bound work; on a busy 2-core CI machine they can take longer than vitest's 5 s. */
const PROPERTY_TIMEOUT = 60_000;
const PERSIAN_LETTER = /[\u0600-\u06FF]/;

describe('form check properties (generated definitions and answers)', () => {
  it(
    'generates valid definitions, and the check is total: ok, or one non-empty Persian message',
    () => {
      fc.assert(
        fc.property(formCaseArb, ({ mode, definition, answers }) => {
          expect(formDefinitionError(definition)).toBeNull();
          const verdict = checkForm(definition, answers);
          if (verdict.ok) {
            for (const warning of verdict.warnings) expect(warning).toMatch(PERSIAN_LETTER);
          } else {
            expect(verdict.message).toMatch(PERSIAN_LETTER);
          }
          // Answers drawn only from acceptable values always pass.
          if (mode === 'valid') expect(verdict).toMatchObject({ ok: true });
          // What the server receives is JSON: the verdict of the wire form is the same.
          const wire = JSON.parse(JSON.stringify({ definition, answers: answers ?? null }));
          expect(checkForm(wire.definition, wire.answers)).toEqual(verdict);
        }),
        { seed: FORM_PROPERTY_SEED, numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'covers every type at every level, each display type and format, and every kind of verdict',
    () => {
      const cases = sampleFormCases(RUNS);
      const seen = new Set<string>();
      for (const { definition } of cases) {
        walkFields(definition, (field, path) => {
          const nested = path.length > 2 ? 'nested' : 'top';
          seen.add(`${field.type} ${nested}`);
          if (field.format) seen.add(`format ${field.format}`);
          const displayType = field.subform?.triggerDisplay?.displayType;
          if (field.type === 'subform') seen.add(`display ${displayType ?? 'notHide'}`);
          if (field.type === 'table' && path.includes('tabs')) seen.add('table in a tab');
        });
      }
      const expected = [
        ...FIELD_TYPES.flatMap((type) => [`${type} top`, `${type} nested`]),
        ...FIELD_FORMATS.map((format) => `format ${format}`),
        ...DISPLAY_TYPES.map((displayType) => `display ${displayType}`),
        'table in a tab',
      ];
      expect(expected.filter((what) => !seen.has(what))).toEqual([]);

      const verdicts = cases.map(({ definition, answers }) => checkForm(definition, answers));
      const messages = verdicts.flatMap((v) => (v.ok ? [] : [v.message]));
      const count = (test: (message: string) => boolean) => messages.filter(test).length;
      const figures = {
        ok: verdicts.filter((v) => v.ok).length,
        warned: verdicts.filter((v) => v.ok && v.warnings.length > 0).length,
        failed: messages.length,
        tabPrefix: count((m) => m.includes(' زبانه ')),
        rowPrefix: count((m) => m.startsWith('در جدول')),
      };
      for (const [what, n] of Object.entries(figures)) expect(n, what).toBeGreaterThan(20);
    },
    PROPERTY_TIMEOUT,
  );
});
