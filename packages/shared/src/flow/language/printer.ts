// Prints an AST as canonical source: ASCII operators and keywords, single-quoted strings, spaces around
// infix operators and parentheses only where precedence needs them, so parse(print(ast)) gives the same
// tree (offsets aside). Number literals print in JavaScript's shortest form, which the lexer reads back.
import { PREFIX_POWER, POSTFIX_POWER, powerOf, type AstNode } from './ast.js';

const STRING_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** Quotes a string so the lexer reads back exactly its code units. */
function quote(value: string): string {
  const body = value.replace(/[\\'\n\r\t\u0000-\u001F\u007F\u2028\u2029]/g, (ch) => {
    return STRING_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `'${body}'`;
}

/** Prints `node`, in parentheses when its own binding power is below `min`. */
function printAt(node: AstNode, min: number): string {
  const text = print(node);
  return powerOf(node) < min ? `(${text})` : text;
}

function print(node: AstNode): string {
  switch (node.kind) {
    case 'literal':
      if (typeof node.value === 'string') return quote(node.value);
      return String(node.value);
    case 'identifier':
      return node.name;
    case 'array':
      return `[${node.items.map(print).join(', ')}]`;
    case 'unary':
      return `${node.op}${printAt(node.operand, PREFIX_POWER)}`;
    case 'binary':
    case 'logical': {
      const power = powerOf(node);
      return `${printAt(node.left, power)} ${node.op} ${printAt(node.right, power + 1)}`;
    }
    case 'conditional': {
      const power = powerOf(node);
      return `${printAt(node.test, power + 1)} ? ${print(node.consequent)} : ${printAt(node.alternate, power)}`;
    }
    case 'member':
      return `${printAt(node.object, POSTFIX_POWER)}.${node.name}`;
    case 'index':
      return `${printAt(node.object, POSTFIX_POWER)}[${print(node.index)}]`;
    case 'call':
      return `${node.callee}(${node.args.map(print).join(', ')})`;
  }
}

/** Prints an AST as canonical expression source that parses back to the same tree. */
export function printExpression(ast: AstNode): string {
  return print(ast);
}
