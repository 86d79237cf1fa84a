import { describe, expect, it } from 'vitest';
import { createBudget } from '../language/budget.js';
import { PAUSE_INTERVAL } from '../limits.js';
import type { FlowExpression } from '../model/expression-schema.js';
import { recordingHost, run } from '../testing/recording-host.js';
import { iff, push, set, v } from '../testing/expression-builders.js';

const elif = (id: string, condition: string, children: FlowExpression[]): FlowExpression => ({
  id,
  type: 'elseif',
  condition,
  children,
});
const els = (id: string, children: FlowExpression[]): FlowExpression => ({ id, type: 'else', children });

/** The final variables of a run that must succeed. */
async function variablesOf(
  expressions: FlowExpression[],
  answers: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const result = await run(expressions, { answers });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.variables;
}

describe('runFunction: branches', () => {
  const chain = [
    v('r', 'r', "''"),
    iff('a', 'age >= 18', [set('a1', 'r', "'adult'")]),
    elif('b', 'age >= 7', [set('b1', 'r', "'child'")]),
    els('c', [set('c1', 'r', "'toddler'")]),
  ];
  it.each([
    [30, 'adult', ['r', 'a', 'a1']],
    [10, 'child', ['r', 'a', 'b', 'b1']],
    [2, 'toddler', ['r', 'a', 'b', 'c', 'c1']],
  ])('age %i takes one branch (%s) and traces the conditions it tested', async (age, expected, trace) => {
    const result = await run(chain, { answers: { f_age: age } });
    expect(result).toMatchObject({ ok: true, variables: { r: expected } });
    expect(result.trace.map((t) => t.nodeId)).toEqual(trace);
  });

  it('reads Persian names and digits: سن >= ۱۸ and نام‌خانوادگی + نام', async () => {
    const vars = await variablesOf(
      [
        v('a', 'سن', 'age'),
        v('b', 'نام', "'علی'"),
        v('c', 'نام‌خانوادگی', "'رضایی'"),
        v('d', 'بزرگسال', 'سن >= ۱۸'),
        v('e', 'کامل', "نام‌خانوادگی + ' ' + نام"),
      ],
      { f_age: 20 },
    );
    expect(vars).toMatchObject({ بزرگسال: true, کامل: 'رضایی علی' });
  });

  it('refuses a condition that is not a boolean, naming the node', async () => {
    const result = await run([iff('a', 'age', [])], { answers: { f_age: 1 } });
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'a', message: expect.stringContaining('«condition»') }],
    });
  });
});

describe('runFunction: loops', () => {
  it.each<[string, FlowExpression[], unknown]>([
    [
      'for counts inclusively',
      [
        v('s', 's', '0'),
        { id: 'f', type: 'for', variable: 'i', from: '1', to: '4', children: [set('x', 's', 's + i')] },
      ],
      10,
    ],
    [
      'for counts down with a negative step',
      [
        v('s', 's', "''"),
        {
          id: 'f',
          type: 'for',
          variable: 'i',
          from: '3',
          to: '1',
          step: '-1',
          children: [set('x', 's', 's + toText(i)')],
        },
      ],
      '321',
    ],
    [
      'for with a fractional step does not drift',
      [
        v('s', 's', '0'),
        {
          id: 'f',
          type: 'for',
          variable: 'i',
          from: '0',
          to: '1',
          step: '0.1',
          children: [set('x', 's', 's + 1')],
        },
      ],
      11,
    ],
    [
      'for that never starts',
      [
        v('s', 's', '0'),
        { id: 'f', type: 'for', variable: 'i', from: '5', to: '1', children: [set('x', 's', '1')] },
      ],
      0,
    ],
    [
      'while',
      [
        v('s', 's', '1'),
        { id: 'w', type: 'while', condition: 's < 100', children: [set('x', 's', 's * 3')] },
      ],
      243,
    ],
    [
      'dowhile runs once before testing',
      [
        v('s', 's', '0'),
        { id: 'w', type: 'dowhile', condition: 'false', children: [set('x', 's', 's + 1')] },
      ],
      1,
    ],
    [
      'forEach over a snapshot',
      [
        v('l', 'l', '[1, 2]'),
        v('s', 's', '0'),
        {
          id: 'e',
          type: 'forEach',
          variable: 'n',
          source: 'l',
          children: [push('p', 'l', 'n'), set('x', 's', 's + n')],
        },
      ],
      3,
    ],
    [
      'a var inside a loop body is new on every iteration',
      [
        v('s', 's', '0'),
        {
          id: 'f',
          type: 'for',
          variable: 'i',
          from: '1',
          to: '3',
          children: [v('t', 't', 'i * 2'), set('x', 's', 's + t')],
        },
      ],
      12,
    ],
  ])('%s', async (_label, expressions, expected) => {
    expect((await variablesOf(expressions)).s).toEqual(expected);
  });

  it('stops `while (true)` with the step diagnostic', async () => {
    const budget = createBudget({ maxSteps: 5_000, timeMs: 60_000, now: () => 0 });
    const result = await run([{ id: 'w', type: 'while', condition: 'true', children: [] }], { budget });
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'w', message: expect.stringContaining('۵٬۰۰۰ گام') }],
    });
    expect(result.steps).toBeGreaterThan(5_000);
  });

  it('stops `while (true)` with the time diagnostic when the clock runs out first', async () => {
    let time = 0;
    const budget = createBudget({ maxSteps: 10_000_000, timeMs: 100, now: () => (time += 1) });
    const result = await run([{ id: 'w', type: 'while', condition: 'درست', children: [v('x', 'x', '1')] }], {
      budget,
    });
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ message: expect.stringContaining('۱۰۰ میلی‌ثانیه') }],
    });
  });

  it('offers a host that asks a pause every PAUSE_INTERVAL loop iterations', async () => {
    let pauses = 0;
    const host = { ...recordingHost(), pause: async () => void (pauses += 1) };
    const result = await run(
      [{ id: 'f', type: 'for', variable: 'i', from: '1', to: String(PAUSE_INTERVAL * 3), children: [] }],
      { host },
    );
    expect(result.ok).toBe(true);
    expect(pauses).toBe(3);
  });

  it('refuses a zero step and a non-array forEach source', async () => {
    const zero = await run([
      { id: 'f', type: 'for', variable: 'i', from: '1', to: '2', step: '0', children: [] },
    ]);
    expect(zero).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'f', message: expect.stringContaining('صفر') }],
    });
    const notArray = await run([{ id: 'e', type: 'forEach', variable: 'n', source: '5', children: [] }]);
    expect(notArray).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'e', message: expect.stringContaining('آرایه') }],
    });
  });

  it('caps the trace at 1,000 entries', async () => {
    const result = await run([
      v('s', 's', '0'),
      { id: 'f', type: 'for', variable: 'i', from: '1', to: '2000', children: [set('x', 's', 's + 1')] },
    ]);
    expect(result.ok).toBe(true);
    expect(result.trace).toHaveLength(1_000);
  });
});

describe('runFunction: variables, scopes and answers', () => {
  it('returns top-level variables and host variables, not block ones', async () => {
    const result = await run([v('a', 'x', 'unit + 1'), iff('i', 'true', [v('b', 'inner', '1')])], {
      variables: { unit: 1 },
    });
    expect(result).toMatchObject({ ok: true, variables: { unit: 1, x: 2 } });
    expect(result.ok && 'inner' in result.variables).toBe(false);
  });

  it('reads answers by field id and ename, null when unanswered', async () => {
    expect(
      await variablesOf([v('a', 'x', 'f_age + age'), v('b', 'y', 'name == null')], { f_age: 2 }),
    ).toMatchObject({ x: 4, y: true });
  });

  it('varAssign to a field sets the answer through the host', async () => {
    const host = recordingHost();
    const result = await run([set('a', 'name', "'رضا'")], { host });
    expect(result).toMatchObject({ ok: true, answers: { f_name: 'رضا' } });
    expect(host.calls).toEqual([['setAnswer', { fieldId: 'f_name', value: 'رضا' }]]);
  });

  it('arrayPush and arrayDelete work on variables and fields', async () => {
    const result = await run(
      [
        v('l', 'l', '[1, 2, 3]'),
        { id: 'd', type: 'arrayDelete', array: 'l', index: '1' },
        push('p', 'l', '9'),
        push('q', 'table', "'row'"),
      ],
      { answers: { rows: [] } },
    );
    expect(result).toMatchObject({ ok: true, variables: { l: [1, 3, 9] }, answers: { rows: ['row'] } });
  });

  it.each<[string, FlowExpression[], string, string]>([
    ['a var named like a field', [v('a', 'age', '1')], 'a', 'فیلد'],
    ['a var named like a host variable', [v('a', 'unit', '1')], 'a', 'پیش‌تر'],
    ['a varAssign to nothing', [set('a', 'ghost', '1')], 'a', 'تعریف نشده'],
    ['arrayPush to a number', [v('a', 'n', '1'), push('p', 'n', '2')], 'p', 'آرایه نیست'],
    [
      'arrayDelete out of range',
      [v('a', 'l', '[]'), { id: 'd', type: 'arrayDelete', array: 'l', index: '0' }],
      'd',
      'وجود ندارد',
    ],
    ['an orphan else', [{ id: 'e', type: 'else', children: [] }], 'e', 'وگرنه'],
  ])('refuses %s with a diagnostic on the node', async (_label, expressions, nodeId, fragment) => {
    const result = await run(expressions, { variables: { unit: 1 } });
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId, message: expect.stringContaining(fragment) }],
    });
  });

  it('never mutates the answers or variables it was given', async () => {
    const answers = { rows: [1] };
    const variables = { list: [1] };
    await run([push('p', 'table', '2'), push('q', 'list', '2')], { answers, variables });
    expect(answers).toEqual({ rows: [1] });
    expect(variables).toEqual({ list: [1] });
  });
});
