// Test support, never shipped (excluded from the build like every testing/ folder): fast-check arbitraries
// of expression-language ASTs. `anyAst` covers every node kind for the print/parse round trip; `pureAst`
// keeps to literals, a few bound names, arithmetic, logic, comparison and strings, for the property test
// that checks the evaluator against a reference.
import fc from 'fast-check';
import type { AstNode, BinaryOperator } from '../language/ast.js';

/** The seed of the property tests, so failures replay. */
export const FLOW_PROPERTY_SEED = 20_260_614;

/** Names the generated trees read, Persian ones included (already in the lexer's normalised form). */
export const GENERATED_NAMES = ['a', 'b', 'x1', '_t', 'سن', 'نام‌خانوادگی', 'مقدار2', 'کد_ملی'] as const;

const BINARY_OPS: readonly BinaryOperator[] = ['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>='];
const CALLEES = ['len', 'upper', 'min', 'max', 'sum', 'جمع', 'طول', 'today'] as const;

const at = { start: 0, end: 0 };
type Node = AstNode;

const persianText = fc.string({
  unit: fc.constantFrom(...'ab Zسلام۱۲٫\'"\\\n\t\u200c\u0000\u2028'.split('')),
  maxLength: 12,
});
const numberLiteral = fc.oneof(
  fc.nat({ max: 1000 }),
  fc.double({ min: 0, max: 1e300, noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  fc.constantFrom(0.1, 1e21, 1e-7, 5e-324, Number.MAX_VALUE),
);

const literal: fc.Arbitrary<Node> = fc
  .oneof(
    numberLiteral,
    persianText,
    fc.string({ unit: 'binary', maxLength: 6 }),
    fc.boolean(),
    fc.constant(null),
  )
  .map((value) => ({ kind: 'literal', value, ...at }));
const identifier: fc.Arbitrary<Node> = fc
  .constantFrom(...GENERATED_NAMES)
  .map((name) => ({ kind: 'identifier', name, ...at }));

/** Unary, binary, logical and conditional nodes over `node` (both trees below draw on them). */
function operatorNodes(node: fc.Arbitrary<Node>): fc.Arbitrary<Node>[] {
  return [
    fc
      .tuple(fc.constantFrom('!' as const, '-' as const), node)
      .map(([op, operand]): Node => ({ kind: 'unary', op, operand, ...at })),
    fc
      .tuple(fc.constantFrom(...BINARY_OPS), node, node)
      .map(([op, left, right]): Node => ({ kind: 'binary', op, left, right, ...at })),
    fc
      .tuple(fc.constantFrom('&&' as const, '||' as const), node, node)
      .map(([op, left, right]): Node => ({ kind: 'logical', op, left, right, ...at })),
    fc.tuple(node, node, node).map(([test, consequent, alternate]): Node => ({
      kind: 'conditional',
      test,
      consequent,
      alternate,
      ...at,
    })),
  ];
}

/** Every node kind, up to a few levels deep. */
export const anyAst: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => {
  const node = tie('node');
  return {
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      literal,
      identifier,
      fc.array(node, { maxLength: 3 }).map((items): Node => ({ kind: 'array', items, ...at })),
      ...operatorNodes(node),
      fc
        .tuple(node, fc.constantFrom(...GENERATED_NAMES))
        .map(([object, name]): Node => ({ kind: 'member', object, name, ...at })),
      fc.tuple(node, node).map(([object, index]): Node => ({ kind: 'index', object, index, ...at })),
      fc
        .tuple(fc.constantFrom(...CALLEES), fc.array(node, { maxLength: 3 }))
        .map(([callee, args]): Node => ({ kind: 'call', callee, args, ...at })),
    ),
  };
}).node;

/** The values `pureAst`'s names are bound to when both evaluators run. */
export const PURE_BINDINGS: ReadonlyMap<string, null | boolean | number | string> = new Map<
  string,
  null | boolean | number | string
>([
  ['a', 3],
  ['b', -2.5],
  ['سن', 18],
  ['نام‌خانوادگی', 'رضایی'],
  ['x1', true],
  ['_t', null],
]);

const pureLiteral: fc.Arbitrary<Node> = fc
  .oneof(
    fc.integer({ min: 0, max: 20 }),
    fc.constantFrom(0.5, 1e308, 0),
    fc.constantFrom('', 'a', 'ب', 'ab'),
    fc.boolean(),
    fc.constant(null),
  )
  .map((value) => ({ kind: 'literal', value, ...at }));
const pureName: fc.Arbitrary<Node> = fc
  .constantFrom(...PURE_BINDINGS.keys())
  .map((name) => ({ kind: 'identifier', name, ...at }));

/** Literals, bound names, unary, binary, logical and conditional nodes only. */
export const pureAst: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => {
  const node = tie('node');
  return {
    node: fc.oneof({ depthSize: 'small', maxDepth: 6 }, pureLiteral, pureName, ...operatorNodes(node)),
  };
}).node;

/** A copy of an AST without source offsets, for comparing trees. */
export function withoutOffsets(node: AstNode): unknown {
  if (Array.isArray(node)) return (node as AstNode[]).map(withoutOffsets);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) out[key] = (value as AstNode[]).map(withoutOffsets);
    else if (typeof value === 'object' && value !== null) out[key] = withoutOffsets(value as AstNode);
    else out[key] = value;
  }
  return out;
}
