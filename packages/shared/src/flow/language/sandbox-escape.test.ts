// The sandbox-escape corpus: prototype walks, constructor chains, calls to names outside the registry,
// oversized and deeply nested values, and runaway loops. Every case must end in a Persian diagnostic (a
// value, not a throw), nothing may reach a host object's prototype, and Object.prototype, Array.prototype
// and the global object must be exactly as they were afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ARRAY_LENGTH, MAX_SOURCE_LENGTH, MAX_STRING_LENGTH } from '../limits.js';
import type { FlowExpression } from '../model/expression-schema.js';
import { recordingHost, run } from '../testing/recording-host.js';
import { createBudget } from './budget.js';
import { parseExpression } from './parser.js';

const PERSIAN = /[\u0600-\u06FF]/;

const snapshot = () => ({
  object: Reflect.ownKeys(Object.prototype),
  array: Reflect.ownKeys(Array.prototype),
  fn: Reflect.ownKeys(Function.prototype),
  string: Reflect.ownKeys(String.prototype),
  global: Reflect.ownKeys(globalThis),
});
let before: ReturnType<typeof snapshot>;
beforeAll(() => {
  before = snapshot();
});
afterAll(() => {
  expect(snapshot()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Reflect.get(globalThis, 'escaped')).toBeUndefined();
});

/** Runs one expression source as a var's value in a function, with a record, a string and an array to poke at. */
async function diagnosticOf(source: string): Promise<string> {
  const expression: FlowExpression = { id: 'x', type: 'var', name: 'result', value: source };
  const result = await run([expression], {
    variables: { a: { name: 'علی' }, s: 'متن', list: [1, 2], n: 5 },
    budget: createBudget({ maxSteps: 50_000, timeMs: 5_000, now: () => 0 }),
  });
  if (result.ok) throw new Error(`${source} escaped with ${JSON.stringify(result.variables.result)}`);
  expect(result.diagnostics).toHaveLength(1);
  expect(result.diagnostics[0]!.message).toMatch(PERSIAN);
  return result.diagnostics[0]!.message;
}

describe('prototype walks and constructor chains end in a diagnostic', () => {
  it.each([
    'a.__proto__',
    "a['__proto__']",
    "a['__pro' + 'to__'].polluted",
    "a['constr' + 'uctor']",
    'a.constructor.constructor',
    '[].constructor',
    "''.constructor",
    's.constructor',
    'list.constructor',
    'list.length.constructor',
    "list['length'].constructor",
    'n.constructor',
    'true.constructor',
    'null.constructor',
    'a.toString',
    'a.valueOf',
    'a.hasOwnProperty',
    'a.isPrototypeOf',
    'a.__defineGetter__',
    'a.__lookupGetter__',
    'list.toString',
    's.valueOf',
    'a.prototype',
    'a.name.prototype',
    'list.map',
    'list.push',
    's.replace',
    'list[list]',
    "a[['__proto__']]",
    'a[a]',
  ])('%s', async (source) => {
    expect(await diagnosticOf(source)).toMatch(/مجاز نیست|ویژگی|کلید|تهی/);
  });
});

describe('calls outside the registry end in a diagnostic', () => {
  it.each([
    "eval('1')",
    "Function('return 1')",
    "constructor('return process')",
    '__proto__()',
    'toString()',
    'hasOwnProperty(a)',
    "require('fs')",
    "fetch('http://x')",
    "setTimeout('1', 0)",
    "import('fs')",
  ])('%s', async (source) => {
    expect(await diagnosticOf(source)).toMatch(/تابعی به نام|واژه|انتظار/);
  });

  it.each([
    "[].constructor.constructor('return globalThis')()",
    "a.constructor('x')",
    "''['constructor']('x')",
    "(len)('x')",
    'process.exit(1)',
  ])('%s cannot even be written as a call', async (source) => {
    expect(await diagnosticOf(source)).toMatch(/فقط تابع|وجود ندارد|انتظار/);
  });

  it.each(['globalThis', 'process', 'window', 'this', 'Object', 'self'])(
    'the name %s means nothing',
    async (source) => {
      expect(await diagnosticOf(source)).toContain(`«${source}»`);
    },
  );
});

describe('oversized values end in a diagnostic', () => {
  const loop = (body: FlowExpression[], init: FlowExpression[]): FlowExpression[] => [
    ...init,
    { id: 'loop', type: 'while', condition: 'true', children: body },
  ];
  it.each<[string, FlowExpression[], RegExp]>([
    [
      'a string doubled in a loop',
      loop(
        [{ id: 'grow', type: 'varAssign', name: 's', value: 's + s' }],
        [{ id: 'init', type: 'var', name: 's', value: "'x'" }],
      ),
      /نویسه/,
    ],
    [
      'an array pushed forever',
      loop(
        [{ id: 'grow', type: 'arrayPush', array: 'l', value: '1' }],
        [{ id: 'init', type: 'var', name: 'l', value: '[]' }],
      ),
      /عضو|گام/,
    ],
    [
      'an array doubled with concat',
      loop(
        [{ id: 'grow', type: 'varAssign', name: 'l', value: 'concat(l, l)' }],
        [{ id: 'init', type: 'var', name: 'l', value: '[1]' }],
      ),
      /عضو/,
    ],
    [
      '10,000 nested arrays built at run time',
      [
        { id: 'init', type: 'var', name: 'l', value: '[]' },
        {
          id: 'loop',
          type: 'for',
          variable: 'i',
          from: '1',
          to: '10000',
          children: [{ id: 'wrap', type: 'varAssign', name: 'l', value: '[l]' }],
        },
      ],
      /تودرتو/,
    ],
    [
      'a nested array compared with itself rebuilt',
      [
        { id: 'a', type: 'var', name: 'p', value: '[]' },
        { id: 'b', type: 'var', name: 'q', value: '[]' },
        {
          id: 'loop',
          type: 'for',
          variable: 'i',
          from: '1',
          to: '100',
          children: [
            { id: 'wp', type: 'varAssign', name: 'p', value: '[p]' },
            { id: 'wq', type: 'varAssign', name: 'q', value: '[q]' },
          ],
        },
        { id: 'cmp', type: 'var', name: 'same', value: 'p == q' },
      ],
      /تودرتو/,
    ],
    [
      'an array that contains itself',
      [
        { id: 'a', type: 'var', name: 'l', value: '[]' },
        { id: 'b', type: 'arrayPush', array: 'l', value: 'l' },
      ],
      /تودرتو/,
    ],
  ])('%s', async (_label, expressions, message) => {
    const result = await run(expressions, {
      budget: createBudget({ maxSteps: 500_000, timeMs: 10_000, now: () => 0 }),
    });
    expect(result).toMatchObject({ ok: false, diagnostics: [{ message: expect.stringMatching(message) }] });
  });

  it.each([
    [`padStart('', ${MAX_STRING_LENGTH + 1})`, /محدوده/],
    ["replace(padStart('', 60000, 'ab'), 'a', 'aaaa')", /نویسه/],
    [`split(padStart('', ${MAX_ARRAY_LENGTH + 1}, 'x'), '')`, /عضو/],
  ])('%s', async (source, message) => {
    expect(await diagnosticOf(source)).toMatch(message);
  });
});

describe('deep nesting and long sources end in a diagnostic, not a stack overflow', () => {
  it.each([
    ['100,000 parentheses', '('.repeat(100_000) + '1' + ')'.repeat(100_000)],
    ['10,000 nested arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['1,999 parentheses within the length cap', '('.repeat(1_999) + '1' + ')'.repeat(1_999)],
    ['1,999 nested arrays within the length cap', '['.repeat(1_999) + ']'.repeat(1_999)],
    ['3,999 negations', '!'.repeat(3_999) + 'a'],
    ['a source just over the length cap', `'${'x'.repeat(MAX_SOURCE_LENGTH)}'`],
  ])('%s', async (_label, source) => {
    expect(parseExpression(source).ok).toBe(false);
    expect(await diagnosticOf(source)).toMatch(/تودرتویی|نویسه/);
  });
});

describe('runaway loops end in a diagnostic', () => {
  it.each<[string, FlowExpression]>([
    ['while (true)', { id: 'w', type: 'while', condition: 'true', children: [] }],
    ['dowhile (true)', { id: 'w', type: 'dowhile', condition: 'true', children: [] }],
    [
      'a billion-step for',
      { id: 'w', type: 'for', variable: 'i', from: '1', to: '1000000000', children: [] },
    ],
    [
      'three nested forEach over 10,000 items',
      {
        id: 'w',
        type: 'forEach',
        variable: 'a1',
        source: 'big',
        children: [
          {
            id: 'w2',
            type: 'forEach',
            variable: 'a2',
            source: 'big',
            children: [{ id: 'w3', type: 'forEach', variable: 'a3', source: 'big', children: [] }],
          },
        ],
      },
    ],
  ])('%s stops on the step budget', async (_label, expression) => {
    const big = Array.from({ length: 10_000 }, (_, i) => i);
    const result = await run([expression], {
      variables: { big },
      budget: createBudget({ maxSteps: 100_000, now: () => 0 }),
    });
    expect(result).toMatchObject({ ok: false, diagnostics: [{ message: expect.stringContaining('گام') }] });
  });
});

describe('host data never lends its prototype or its code', () => {
  it('refuses an answer with a getter without calling it', async () => {
    let called = false;
    const answers = {};
    Object.defineProperty(answers, 'f_age', {
      enumerable: true,
      get() {
        called = true;
        return 1;
      },
    });
    const result = await run([{ id: 'x', type: 'var', name: 'y', value: 'age' }], { answers });
    expect(result.ok).toBe(false);
    expect(called).toBe(false);
  });

  it('keeps a JSON "__proto__" answer out of every prototype', async () => {
    const answers = JSON.parse('{"__proto__": {"polluted": true}, "f_age": 3}') as Record<string, unknown>;
    const host = recordingHost({ create: null });
    const result = await run(
      [
        { id: 'x', type: 'var', name: 'y', value: 'age' },
        {
          id: 'c',
          type: 'create',
          collectionId: 'c',
          values: JSON.parse('{"__proto__": "age", "a": "age"}') as Record<string, string>,
        },
      ],
      { answers, host },
    );
    expect(result).toMatchObject({ ok: true, variables: { y: 3 } });
    const values = (host.calls[0]![1] as { values: Record<string, unknown> }).values;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(['a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString'])(
    'refuses a variable named %s',
    async (name) => {
      const result = await run([
        { id: 'x', type: 'var', name, value: "'p'" },
        { id: 'y', type: 'var', name: 'z', value: name },
      ]);
      expect(result).toMatchObject({
        ok: false,
        diagnostics: [{ nodeId: 'x', message: expect.stringContaining('نام متغیر') }],
      });
      expect(({} as Record<string, unknown>).p).toBeUndefined();
    },
  );
});
