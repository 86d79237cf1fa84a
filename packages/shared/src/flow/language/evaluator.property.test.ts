// Property: on 10,000 generated expressions (literals, bound names, arithmetic, logic, comparison and
// strings) the evaluator agrees with a small reference evaluator written here independently from the
// SPEC-level rules: same value, or both refuse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLOW_PROPERTY_SEED, PURE_BINDINGS, pureAst } from '../testing/ast-arbitraries.js';
import type { AstNode } from './ast.js';
import { createBudget } from './budget.js';
import { evaluate } from './evaluator.js';
import type { FlowValue } from './values.js';

type Prim = null | boolean | number | string;
const REFUSED = Symbol('refused');
type Outcome = Prim | typeof REFUSED;

/** The reference: one plain recursive function, REFUSED for every case the language must refuse. */
function reference(node: AstNode): Outcome {
  const num = (n: number): Outcome => (Number.isFinite(n) ? (n === 0 ? 0 : n) : REFUSED);
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'identifier':
      return PURE_BINDINGS.has(node.name) ? PURE_BINDINGS.get(node.name)! : REFUSED;
    case 'unary': {
      const v = reference(node.operand);
      if (node.op === '!') return typeof v === 'boolean' ? !v : REFUSED;
      return typeof v === 'number' ? num(-v) : REFUSED;
    }
    case 'logical': {
      const l = reference(node.left);
      if (typeof l !== 'boolean') return REFUSED;
      if (node.op === '&&' && !l) return false;
      if (node.op === '||' && l) return true;
      const r = reference(node.right);
      return typeof r === 'boolean' ? r : REFUSED;
    }
    case 'conditional': {
      const t = reference(node.test);
      if (typeof t !== 'boolean') return REFUSED;
      return reference(t ? node.consequent : node.alternate);
    }
    case 'binary': {
      const l = reference(node.left);
      if (l === REFUSED) return REFUSED;
      const r = reference(node.right);
      if (r === REFUSED) return REFUSED;
      if (node.op === '==') return l === r;
      if (node.op === '!=') return l !== r;
      const bothNumbers = typeof l === 'number' && typeof r === 'number';
      const bothStrings = typeof l === 'string' && typeof r === 'string';
      if (node.op === '+') {
        if (bothNumbers) return num(l + r);
        if (bothStrings) return l.length + r.length > 100_000 ? REFUSED : l + r;
        return REFUSED;
      }
      if (['<', '<=', '>', '>='].includes(node.op)) {
        if (!bothNumbers && !bothStrings) return REFUSED;
        const [a, b] = [l, r];
        return node.op === '<' ? a < b : node.op === '<=' ? a <= b : node.op === '>' ? a > b : a >= b;
      }
      if (!bothNumbers) return REFUSED;
      if ((node.op === '/' || node.op === '%') && r === 0) return REFUSED;
      if (node.op === '-') return num(l - r);
      if (node.op === '*') return num(l * r);
      if (node.op === '/') return num(l / r);
      return num(l % r);
    }
    default:
      return REFUSED;
  }
}

function actual(node: AstNode): Outcome {
  const ctx = {
    lookup: (name: string): FlowValue | undefined => PURE_BINDINGS.get(name),
    budget: createBudget({ maxSteps: 1_000_000, now: () => 0 }),
    now: 0,
  };
  try {
    return evaluate(node, ctx) as Prim;
  } catch {
    return REFUSED;
  }
}

describe('evaluate agrees with the reference evaluator', () => {
  it('on 10,000 generated expressions', () => {
    let refused = 0;
    fc.assert(
      fc.property(pureAst, (ast) => {
        const expected = reference(ast);
        if (expected === REFUSED) refused += 1;
        expect(actual(ast)).toEqual(expected);
      }),
      { seed: FLOW_PROPERTY_SEED, numRuns: 10_000 },
    );
    // Both kinds of outcome are well represented.
    expect(refused).toBeGreaterThan(1_000);
    expect(refused).toBeLessThan(9_000);
  });
});
