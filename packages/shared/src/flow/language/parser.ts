// A Pratt parser for the expression language. Errors are values (`{ ok: false, error }`), never throws to
// the caller. Recursion is bounded: every nested operand, group, argument or item passes through
// `parseAt`, which refuses to go deeper than MAX_NESTING_DEPTH before recursing, so 100,000 '(' end in a
// diagnostic rather than a stack overflow; the source length and the node count are capped too.
import { FlowError } from '../errors.js';
import { MAX_AST_NODES, MAX_NESTING_DEPTH, MAX_SOURCE_LENGTH } from '../limits.js';
import { PARSE_MESSAGES } from '../messages.js';
import { INFIX_POWER, PREFIX_POWER, type AstNode, type BinaryOperator, type ParseResult } from './ast.js';
import { tokenize, type Punct, type Token } from './lexer.js';

/** Describes a token for a message: its text, or "end of expression". */
function describe(token: Token, source: string): string {
  return token.type === 'eof' ? PARSE_MESSAGES.unexpectedEnd : source.slice(token.start, token.end);
}

class Parser {
  private pos = 0;
  private nodes = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parseAll(): AstNode {
    const ast = this.parseAt(0);
    const rest = this.peek();
    if (rest.type !== 'eof') this.fail(PARSE_MESSAGES.unexpectedToken(describe(rest, this.source)), rest);
    return ast;
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.pos += 1;
    return token;
  }

  private isPunct(value: Punct): boolean {
    const token = this.peek();
    return token.type === 'punct' && token.value === value;
  }

  private expect(value: Punct): Token {
    const token = this.peek();
    if (!this.isPunct(value)) {
      this.fail(token.type === 'eof' ? PARSE_MESSAGES.unexpectedEnd : PARSE_MESSAGES.expected(value), token);
    }
    return this.next();
  }

  private fail(message: string, token: Token): never {
    throw new FlowError(message, { offset: token.start });
  }

  private node<T extends AstNode>(node: T): T {
    this.nodes += 1;
    if (this.nodes > MAX_AST_NODES) {
      throw new FlowError(PARSE_MESSAGES.tooManyNodes(MAX_AST_NODES), { offset: node.start });
    }
    return node;
  }

  /** Parses an expression whose operators bind tighter than `minPower`, one nesting level deeper. */
  private parseAt(minPower: number): AstNode {
    if (this.depth >= MAX_NESTING_DEPTH) {
      this.fail(PARSE_MESSAGES.tooDeep(MAX_NESTING_DEPTH), this.peek());
    }
    this.depth += 1;
    let left = this.parsePrefix();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punct') break;
      const power = INFIX_POWER[token.value];
      if (power === undefined || power <= minPower) break;
      this.next();
      if (token.value === '?') {
        const consequent = this.parseAt(0);
        this.expect(':');
        const alternate = this.parseAt(power - 1);
        left = this.node({
          kind: 'conditional',
          test: left,
          consequent,
          alternate,
          start: left.start,
          end: alternate.end,
        });
      } else if (token.value === '&&' || token.value === '||') {
        const right = this.parseAt(power);
        left = this.node({
          kind: 'logical',
          op: token.value,
          left,
          right,
          start: left.start,
          end: right.end,
        });
      } else {
        const right = this.parseAt(power);
        const op = token.value as BinaryOperator;
        left = this.node({ kind: 'binary', op, left, right, start: left.start, end: right.end });
      }
    }
    this.depth -= 1;
    return left;
  }

  private parsePrefix(): AstNode {
    const token = this.next();
    if (token.type === 'punct' && (token.value === '!' || token.value === '-')) {
      const operand = this.parseAt(PREFIX_POWER);
      return this.node({ kind: 'unary', op: token.value, operand, start: token.start, end: operand.end });
    }
    return this.parsePostfix(this.parseAtom(token));
  }

  private parseAtom(token: Token): AstNode {
    const { start, end } = token;
    switch (token.type) {
      case 'number':
      case 'string':
      case 'literal':
        return this.node({ kind: 'literal', value: token.value, start, end });
      case 'name':
        if (this.isPunct('(')) return this.parseCall(token.value, start);
        return this.node({ kind: 'identifier', name: token.value, start, end });
      case 'punct':
        if (token.value === '(') {
          const inner = this.parseAt(0);
          this.expect(')');
          return inner;
        }
        if (token.value === '[') {
          const items = this.parseList(']');
          return this.node({ kind: 'array', items, start, end: this.tokens[this.pos - 1]!.end });
        }
        break;
      case 'eof':
        this.fail(PARSE_MESSAGES.unexpectedEnd, token);
    }
    return this.fail(PARSE_MESSAGES.unexpectedToken(describe(token, this.source)), token);
  }

  /** Parses comma-separated expressions up to `close` (already past the opening bracket). */
  private parseList(close: ']' | ')'): AstNode[] {
    const items: AstNode[] = [];
    if (!this.isPunct(close)) {
      items.push(this.parseAt(0));
      while (this.isPunct(',')) {
        this.next();
        items.push(this.parseAt(0));
      }
    }
    this.expect(close);
    return items;
  }

  private parseCall(callee: string, start: number): AstNode {
    this.next();
    const args = this.parseList(')');
    return this.node({ kind: 'call', callee, args, start, end: this.tokens[this.pos - 1]!.end });
  }

  private parsePostfix(atom: AstNode): AstNode {
    let object = atom;
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        const name = this.next();
        if (name.type !== 'name') this.fail(PARSE_MESSAGES.expectedName, name);
        object = this.node({ kind: 'member', object, name: name.value, start: object.start, end: name.end });
      } else if (this.isPunct('[')) {
        this.next();
        const index = this.parseAt(0);
        const close = this.expect(']');
        object = this.node({ kind: 'index', object, index, start: object.start, end: close.end });
      } else if (this.isPunct('(')) {
        this.fail(PARSE_MESSAGES.onlyNamedCalls, this.peek());
      } else {
        return object;
      }
    }
  }
}

/** Parses an expression source into an AST, or answers the first error (Persian message and offset) as a value. */
export function parseExpression(source: string): ParseResult {
  if (source.length > MAX_SOURCE_LENGTH) {
    return {
      ok: false,
      error: { message: PARSE_MESSAGES.sourceTooLong(MAX_SOURCE_LENGTH), offset: MAX_SOURCE_LENGTH },
    };
  }
  if (source.trim() === '') return { ok: false, error: { message: PARSE_MESSAGES.empty, offset: 0 } };
  try {
    const tokens = tokenize(source);
    return { ok: true, ast: new Parser(tokens, source).parseAll() };
  } catch (error) {
    if (error instanceof FlowError)
      return { ok: false, error: { message: error.message, offset: error.offset ?? 0 } };
    throw error;
  }
}
