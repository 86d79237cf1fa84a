// Property: printing any AST and parsing the text back gives the same tree (offsets aside).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyAst, FLOW_PROPERTY_SEED, withoutOffsets } from '../testing/ast-arbitraries.js';
import { parseExpression } from './parser.js';
import { printExpression } from './printer.js';

describe('printExpression', () => {
  it('round-trips generated ASTs through parseExpression', () => {
    fc.assert(
      fc.property(anyAst, (ast) => {
        const source = printExpression(ast);
        const parsed = parseExpression(source);
        if (!parsed.ok) throw new Error(`${source}: ${parsed.error.message}`);
        expect(withoutOffsets(parsed.ast)).toEqual(withoutOffsets(ast));
        // Canonical: printing again changes nothing.
        expect(printExpression(parsed.ast)).toBe(source);
      }),
      { seed: FLOW_PROPERTY_SEED, numRuns: 3_000 },
    );
  });
});
