// AST of the expression language. Every node carries its source offsets [start, end); number literals are
// never negative (a minus sign is a unary node), so printing and re-parsing gives back the same tree.

/** Binary operators on values: arithmetic, equality and order. */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=';

/** Short-circuit logical operators (also written `and`/`or`, `و`/`یا`). */
export type LogicalOperator = '&&' | '||';

/** Prefix operators: logical not (also `not`/`نه`) and numeric negation. */
export type UnaryOperator = '!' | '-';

/** Source offsets of a node. */
export interface Span {
  start: number;
  end: number;
}

/** A node of the expression language's syntax tree. */
export type AstNode = Span &
  (
    | { kind: 'literal'; value: null | boolean | number | string }
    | { kind: 'identifier'; name: string }
    | { kind: 'array'; items: AstNode[] }
    | { kind: 'unary'; op: UnaryOperator; operand: AstNode }
    | { kind: 'binary'; op: BinaryOperator; left: AstNode; right: AstNode }
    | { kind: 'logical'; op: LogicalOperator; left: AstNode; right: AstNode }
    | { kind: 'conditional'; test: AstNode; consequent: AstNode; alternate: AstNode }
    | { kind: 'member'; object: AstNode; name: string }
    | { kind: 'index'; object: AstNode; index: AstNode }
    | { kind: 'call'; callee: string; args: AstNode[] }
  );

/** A parse failure: a Persian message and the source offset it points at. */
export interface ParseError {
  message: string;
  offset: number;
}

/** The answer of `parseExpression`: the tree, or the first error as a value (never a throw). */
export type ParseResult = { ok: true; ast: AstNode } | { ok: false; error: ParseError };

/** Binding power of each infix operator; higher binds tighter. `?` is the ternary, right-associative. */
export const INFIX_POWER: Readonly<Record<string, number>> = {
  '?': 2,
  '||': 3,
  '&&': 4,
  '==': 5,
  '!=': 5,
  '<': 6,
  '<=': 6,
  '>': 6,
  '>=': 6,
  '+': 7,
  '-': 7,
  '*': 8,
  '/': 8,
  '%': 8,
};

/** Binding power of prefix operators. */
export const PREFIX_POWER = 9;

/** Binding power of postfix forms (member, index, call) and of atoms. */
export const POSTFIX_POWER = 10;

/** The binding power a node's own operator has, used by the printer to place parentheses. */
export function powerOf(node: AstNode): number {
  switch (node.kind) {
    case 'conditional':
      return INFIX_POWER['?']!;
    case 'binary':
    case 'logical':
      return INFIX_POWER[node.op]!;
    case 'unary':
      return PREFIX_POWER;
    default:
      return POSTFIX_POWER;
  }
}
