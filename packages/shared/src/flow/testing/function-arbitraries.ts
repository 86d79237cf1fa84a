// Test support, never shipped: fast-check arbitraries of whole Functions (expression trees of every type,
// sources printed from the AST arbitraries and from templates over the built-ins) with random answers,
// for the Node-versus-Chromium parity journey (e2e/tests/flow-parity.spec.ts). Most trees are valid and
// run for a while; some hold the mistakes authors make (a wrong kind, an unknown name, an orphan else, a
// loop that never ends), so the diagnostics are compared too.
import fc from 'fast-check';
import { printExpression } from '../language/printer.js';
import type { FlowExpression } from '../model/expression-schema.js';
import { CALL_ON_EVENTS, type FlowField, type FlowFunction } from '../model/function-schema.js';
import { HTTP_METHODS, TOAST_COLORS } from '../model/params.js';
import { anyAst, GENERATED_NAMES, pureAst } from './ast-arbitraries.js';

/** The fields the generated functions read: the AST arbitraries' names are their enames. */
export const PARITY_FIELDS: FlowField[] = [
  ...GENERATED_NAMES.map((ename, i) => ({ id: `f${i}`, ename, fname: `فیلد ${i}`, type: 'text' })),
  { id: 'items', ename: 'items', fname: 'اقلام', type: 'table' },
  { id: 'sub', ename: 'details', fname: 'جزئیات', type: 'subform' },
];

const VARIABLES = ['v1', 'v2', 'total', 'شمار'] as const;
const FIELD_NAMES = [...GENERATED_NAMES, 'items'] as const;

const names = fc.constantFrom(...VARIABLES, ...GENERATED_NAMES);
const smallInt = fc.integer({ min: -3, max: 12 });
const text = fc.constantFrom("'علی'", "'ب'", "''", "'1405/09/01'", "'a,b'", "'۱۲۳'");

/** Sources over the built-ins the AST arbitraries leave out (dates, text, numbers, arrays). */
const templated: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(names, smallInt).map(([n, i]) => `${n} + ${i}`),
  fc.tuple(names, smallInt).map(([n, i]) => `${n} > ${i}`),
  fc.tuple(names, text).map(([n, t]) => `${n} == ${t}`),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => `toText(${printNumber(n)})`),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map((n) => `formatNumber(${printNumber(n)}, 2)`),
  fc.double({ min: -1e3, max: 1e3, noNaN: true }).map((n) => `round(${printNumber(n)}, 1)`),
  smallInt.map((i) => `addDays(today(), ${i})`),
  text.map((t) => `diffDays(today(), ${t})`),
  fc.constant('now()'),
  text.map((t) => `parseJalali(${t})`),
  text.map((t) => `split(${t}, ',')`),
  fc.constant("join([1, 'الف', true, null], '، ')"),
  fc.tuple(text, text).map(([a, b]) => `contains(${a}, ${b})`),
  fc.constant("replace('سلام دنیا', 'دنیا', 'ایران')"),
  fc.constant("substr('دروازه', 1, 3)"),
  fc.constant("padStart('7', 3, '۰')"),
  fc.constant("sort([3, 'ب', 1, 'الف', null, true])"),
  fc.constant('unique([1, 1, 2, [1], [1]])'),
  fc.constant('avg([1, 2, 4])'),
  fc.constant("toNumber('۱۲٫۵')"),
  fc.constant('items'),
  fc.constant('len(items)'),
);

/** JavaScript's shortest form of a number, negatives as a unary minus (the language's own literal). */
function printNumber(n: number): string {
  return n < 0 ? `-${String(-n)}` : String(n);
}

/** Any source: printed ASTs (pure ones evaluate further), templates, and names. */
const source: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pureAst.map(printExpression), weight: 3 },
  { arbitrary: anyAst.map(printExpression), weight: 1 },
  { arbitrary: templated, weight: 3 },
  { arbitrary: names, weight: 2 },
);

/** A condition: usually a boolean, sometimes not (a diagnostic). */
const condition: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.tuple(names, smallInt).map(([n, i]) => `${n} < ${i}`), weight: 3 },
  { arbitrary: fc.constantFrom('true', 'false', 'v1 == null', "a != 'x'"), weight: 2 },
  { arbitrary: source, weight: 1 },
);

type Draft = Omit<FlowExpression, 'id' | 'children'> & { children?: Draft[] };

const into = fc.constantFrom(...VARIABLES, 'found');

/** Statements without children: every non-block type, server ones included. */
const leaf: fc.Arbitrary<Draft> = fc.oneof(
  fc.record({
    type: fc.constant('varAssign' as const),
    name: fc.constantFrom(...VARIABLES, ...FIELD_NAMES),
    value: source,
  }),
  fc.record({
    type: fc.constant('arrayPush' as const),
    array: fc.constantFrom(...VARIABLES, 'items'),
    value: source,
  }),
  fc.record({
    type: fc.constant('arrayDelete' as const),
    array: fc.constantFrom(...VARIABLES, 'items'),
    index: smallInt.map(String),
  }),
  fc.record({
    type: fc.constantFrom('subform' as const, 'hideSubform' as const),
    fieldId: fc.constantFrom('sub', 'sub', 'sub', 'other'),
  }),
  fc.record(
    {
      type: fc.constant('toast' as const),
      color: fc.constantFrom(...TOAST_COLORS),
      text: source,
      title: text,
    },
    { requiredKeys: ['type', 'color', 'text'] },
  ),
  fc.record({ type: fc.constant('disableForm' as const), disabled: condition }),
  fc.record({
    type: fc.constant('redirect' as const),
    url: fc.oneof(
      fc.constantFrom("'/panel'", "'https://example.org/a?b=1'", "'javascript:alert(1)'", "'//example.org'"),
      source,
    ),
  }),
  fc.record({
    type: fc.constant('arraySearch' as const),
    array: fc.constantFrom('[1, 2, 3]', 'items', "split('a,b,c', ',')", 'v1'),
    condition: fc.constantFrom('item > 1', "item == 'b'", 'true', 'item'),
    into,
  }),
  fc.record({
    type: fc.constant('read' as const),
    collectionId: fc.constantFrom('people', 5),
    where: fc.dictionary(
      fc.constantFrom('code', 'name'),
      fc.record({ op: fc.constantFrom('eq' as const, 'like' as const), value: source }),
      { maxKeys: 2 },
    ),
    into,
  }),
  fc.record(
    {
      type: fc.constantFrom('create' as const, 'createIfNotExist' as const),
      collectionId: fc.constant(6),
      values: fc.dictionary(fc.constantFrom('name', 'code'), source, { maxKeys: 2 }),
      into,
    },
    { requiredKeys: ['type', 'collectionId', 'values'] },
  ),
  fc.record({
    type: fc.constant('fetch' as const),
    url: fc.constantFrom("'https://example.org/api'", "'http://10.0.0.1'"),
    method: fc.constantFrom(...HTTP_METHODS),
    into,
  }),
  fc.record({
    type: fc.constant('functionCall' as const),
    functionId: fc.constant('f2'),
    inputs: fc.dictionary(fc.constantFrom('a', 'b'), source, { maxKeys: 2 }),
    into,
  }),
  fc.record({ type: fc.constant('createProcess' as const), processId: fc.constant(3), into }),
);

/**
 * Statement lists a few levels deep; an `if` comes with its elseif/else branches right after it.
 */
const statements: fc.Arbitrary<Draft[]> = fc.letrec<{ list: Draft[]; fragment: Draft[] }>((tie) => {
  const body = tie('list');
  const branch = (type: 'if' | 'elseif') => fc.record({ type: fc.constant(type), condition, children: body });
  const orElse = fc.record({ type: fc.constant('else' as const), children: body });
  const one = (arbitrary: fc.Arbitrary<Draft>) => arbitrary.map((e) => [e]);
  return {
    list: fc
      .array(tie('fragment'), { maxLength: 3, depthIdentifier: 'flow' })
      .map((fragments) => fragments.flat()),
    fragment: fc.oneof(
      { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
      { arbitrary: one(leaf), weight: 8 },
      {
        arbitrary: fc
          .tuple(
            branch('if'),
            fc.array(branch('elseif'), { maxLength: 2 }),
            fc.option(orElse, { nil: undefined }),
          )
          .map(([first, middle, last]) => [first, ...middle, ...(last ? [last] : [])]),
        weight: 3,
      },
      {
        arbitrary: one(
          fc.record(
            {
              type: fc.constant('for' as const),
              variable: fc.constantFrom('i', 'j'),
              from: smallInt.map(String),
              to: smallInt.map(String),
              step: fc.constantFrom('1', '2', '-1', '0.5'),
              children: body,
            },
            { requiredKeys: ['type', 'variable', 'from', 'to', 'children'] },
          ),
        ),
        weight: 1,
      },
      {
        arbitrary: one(
          fc.record({
            type: fc.constantFrom('while' as const, 'dowhile' as const),
            condition,
            children: body,
          }),
        ),
        weight: 1,
      },
      {
        arbitrary: one(
          fc.record({
            type: fc.constant('forEach' as const),
            variable: fc.constant('item'),
            source: fc.constantFrom('[1, 2, 3]', 'items', "split('x,y', ',')", 'v2'),
            children: body,
          }),
        ),
        weight: 1,
      },
    ),
  };
}).list;

/** Declarations of the variables the statements use, usually with plain starting values. */
const declarations: fc.Arbitrary<Draft[]> = fc
  .tuple(
    ...VARIABLES.map(() =>
      fc.oneof(
        { arbitrary: fc.constantFrom('0', '[]', "''", '[1, 2]', '3'), weight: 4 },
        { arbitrary: source, weight: 1 },
      ),
    ),
  )
  .map((values) => VARIABLES.map((name, i) => ({ type: 'var' as const, name, value: values[i]! })));

/** Gives every node of a draft tree an id (`n1`, `n2`, … in document order). */
function withIds(drafts: readonly Draft[], counter = { n: 0 }): FlowExpression[] {
  return drafts.map((draft) => {
    counter.n += 1;
    const { children, ...rest } = draft;
    const node = { id: `n${counter.n}`, ...rest } as FlowExpression;
    if (children !== undefined) node.children = withIds(children, counter);
    return node;
  });
}

/** A random answer: the kinds a form holds, and some it should not. */
const answer: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -50, max: 50 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom('مریم', 'reza', '', '۱۴۰۵/۰۹/۰۱', '1405/09/01', '  فاصله  '),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constantFrom('الف', 'b')), { maxLength: 4 }),
  fc.record({ name: fc.constantFrom('علی', 'x'), n: fc.integer({ min: 0, max: 3 }) }),
);

/** One parity case: a function and the answers it runs with (field id → value). */
export interface FlowParityCase {
  fn: FlowFunction;
  answers: Record<string, unknown>;
}

/** A generated function of the sample fields with random answers. */
export const flowParityCase: fc.Arbitrary<FlowParityCase> = fc.record({
  fn: fc
    .record({
      callOn: fc.constantFrom(...CALL_ON_EVENTS),
      declared: declarations,
      expressions: statements,
      // Now and then a mistake the static check finds: an orphan branch, a name declared twice.
      mistake: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 9 },
        {
          arbitrary: fc.oneof(
            fc.record({ type: fc.constant('else' as const), children: fc.constant<Draft[]>([]) }),
            fc.record({
              type: fc.constant('var' as const),
              name: fc.constantFrom(...VARIABLES),
              value: source,
            }),
          ),
          weight: 1,
        },
      ),
    })
    .map(({ callOn, declared, expressions, mistake }) => ({
      id: 'parity',
      fname: 'تابع تصادفی',
      callOn,
      ...(callOn === 'change' || callOn === 'click' ? { relatedId: 'f0' } : {}),
      formFields: PARITY_FIELDS,
      expressions: withIds([...declared, ...expressions, ...(mistake ? [mistake] : [])]),
    })),
  answers: fc.record(
    Object.fromEntries(
      PARITY_FIELDS.map((f): [string, fc.Arbitrary<unknown>] => [
        f.id,
        f.id === 'items' ? fc.array(answer, { maxLength: 3 }) : answer,
      ]),
    ),
    { requiredKeys: [] },
  ),
});

/** `count` seeded cases, the same on every run. */
export function sampleFlowParityCases(count: number, seed: number): FlowParityCase[] {
  return fc.sample(flowParityCase, { numRuns: count, seed });
}
