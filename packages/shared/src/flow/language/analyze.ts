// Static facts about a parsed source, gathered without evaluating it: the names it reads and the calls it
// makes. The model uses them for use-before-define, the SPEC §4 computed-variable rule and usedFields.
import { checkCallShape } from './functions/index.js';
import type { AstNode } from './ast.js';

/** Names read, calls made and call problems (unknown name, wrong arity) in one AST. */
export interface SourceFacts {
  /** Identifiers read, in order of first appearance (member names after '.' are not identifiers). */
  names: string[];
  /** Persian diagnostics for calls to unknown functions or with the wrong number of arguments. */
  callErrors: string[];
}

/** The direct sub-expressions of a node, in source order. */
export function childrenOf(node: AstNode): AstNode[] {
  switch (node.kind) {
    case 'literal':
    case 'identifier':
      return [];
    case 'array':
      return node.items;
    case 'unary':
      return [node.operand];
    case 'binary':
    case 'logical':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.consequent, node.alternate];
    case 'member':
      return [node.object];
    case 'index':
      return [node.object, node.index];
    case 'call':
      return node.args;
  }
}

/** Walks an AST without recursion and collects the names it reads and its call problems. */
export function analyzeSource(ast: AstNode): SourceFacts {
  const names: string[] = [];
  const seen = new Set<string>();
  const callErrors: string[] = [];
  const stack: AstNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'identifier' && !seen.has(node.name)) {
      seen.add(node.name);
      names.push(node.name);
    }
    if (node.kind === 'call') {
      const problem = checkCallShape(node.callee, node.args.length);
      if (problem) callErrors.push(problem);
    }
    // Pushed in reverse so nodes pop in source order.
    stack.push(...childrenOf(node).reverse());
  }
  return { names, callErrors };
}
