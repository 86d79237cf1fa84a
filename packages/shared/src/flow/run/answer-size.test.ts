// Issue 23.3: a run's values and its answer are counted as they are built, shared parts at their
// expanded size, so a few steps cannot make the host serialise megabytes.
import { describe, expect, it } from 'vitest';
import { createBudget } from '../language/budget.js';
import { MAX_STRING_LENGTH, MAX_VALUE_SIZE } from '../limits.js';

import { EVAL_MESSAGES, RUN_MESSAGES } from '../messages.js';
import type { FlowExpression } from '../model/expression-schema.js';
import { run } from '../testing/recording-host.js';
import { loop, push, set, v } from '../testing/expression-builders.js';

/** A text of 2¹⁶ = 65,536 characters (under MAX_STRING_LENGTH), built in 16 doublings. */
const longText = (name: string): FlowExpression[] => [
  v(`${name}0`, name, "'x'"),
  loop(`${name}1`, 16, [set(`${name}2`, name, `${name} + ${name}`)]),
];
const LONG = 2 ** 16;

const tooLarge = EVAL_MESSAGES.valueTooLarge(MAX_VALUE_SIZE);
const answerTooLarge = RUN_MESSAGES.answerTooLarge(MAX_VALUE_SIZE);

describe('the size of values and answers', () => {
  it('stops `arr = [arr, arr]` repeated 22 times with the size diagnostic after a few steps', async () => {
    const result = await run([v('a', 'arr', '[0]'), loop('l', 22, [set('s', 'arr', '[arr, arr]')])]);
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 's', message: expect.stringContaining(tooLarge) }],
    });
    expect(result.steps).toBeLessThan(200);
  });

  it('counts one long text pushed many times at its expanded size', async () => {
    const result = await run([
      ...longText('t'),
      v('a', 'list', '[]'),
      loop('l', Math.ceil(MAX_VALUE_SIZE / LONG) + 1, [push('p', 'list', 't')]),
    ]);
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'p', message: tooLarge }],
    });
  });

  it('refuses an answer whose variables together pass the allowance, each of them under it', async () => {
    const copies = Array.from({ length: Math.ceil(MAX_VALUE_SIZE / LONG) + 1 }, (_, i) =>
      v(`c${i}`, `copy${i}`, 't'),
    );
    const result = await run([...longText('t'), ...copies]);
    expect(result).toMatchObject({ ok: false, diagnostics: [{ message: answerTooLarge }] });
  });

  it('still refuses an answer that grew through an array pushed to after it was shared', async () => {
    // Each level holds the one below twice; pushing to the innermost array afterwards grows every level.
    const levels = Array.from({ length: 12 }, (_, i) =>
      v(`l${i}`, `level${i + 1}`, `[level${i}, level${i}]`),
    );
    const result = await run([
      ...longText('t'),
      v('z', 'level0', '[]'),
      ...levels,
      loop('p', 5, [push('q', 'level0', 't')]),
    ]);
    expect(result).toMatchObject({ ok: false, diagnostics: [{ message: expect.stringContaining('سقف') }] });
  });

  it('refuses toasts past the allowance of what a run hands the host', async () => {
    const toast: FlowExpression = { id: 'm', type: 'toast', color: 'info', text: 't' };
    const result = await run([...longText('t'), loop('l', Math.ceil(MAX_VALUE_SIZE / LONG) + 1, [toast])]);
    expect(result).toMatchObject({ ok: false, diagnostics: [{ nodeId: 'm', message: answerTooLarge }] });
  });

  it('builds the long text under the string cap', () => expect(LONG).toBeLessThan(MAX_STRING_LENGTH));

  it('keeps every run under the allowance as it was', async () => {
    const result = await run(
      [...longText('t'), v('a', 'list', '[]'), loop('l', 5, [push('p', 'list', 't')])],
      {
        budget: createBudget({ now: () => 0 }),
      },
    );
    expect(result.ok).toBe(true);
  });
});
