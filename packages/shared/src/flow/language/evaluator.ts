// The tree-walking evaluator. No coercion: `+` adds two numbers or joins two strings, order comparisons
// take two numbers or two strings, conditions and logical operands must be booleans; `==` is structural
// and never equal across kinds. Every node costs a budget step; built-ins pay for the size they touch.
// Failures throw FlowError with the node's source offset; evaluateSource turns them into values.
import { FlowError, flowErrorLike } from '../errors.js';
import { EVAL_MESSAGES } from '../messages.js';
import type { AstNode, BinaryOperator } from './ast.js';
import type { Budget } from './budget.js';
import { valuesEqual } from './equality.js';
import { callBuiltin } from './functions/index.js';
import { bounded, ensureArrayLength, ensureStringLength, finite, sizeOf } from './guards.js';
import { readMember } from './member.js';
import { parseExpression } from './parser.js';
import { sized } from './value-size.js';
import { kindOf, type FlowValue } from './values.js';

/** What an evaluation reads besides the tree: names, the run's budget and its fixed "now". */
export interface EvalContext {
  /** The value bound to a name (variable or form answer), or undefined when nothing is. */
  lookup(name: string): FlowValue | undefined;
  budget: Budget;
  /** The instant the run treats as now, in epoch milliseconds. */
  now: number;
}

/** Steps a built-in pays per this many string code units or array items it takes or returns. */
const SIZE_PER_STEP = 64;

function condition(value: FlowValue): boolean {
  if (typeof value !== 'boolean') throw new FlowError(EVAL_MESSAGES.notBoolean(kindOf(value)));
  return value;
}

function numberOperand(op: string, value: FlowValue): number {
  if (typeof value !== 'number') throw new FlowError(EVAL_MESSAGES.operand(op, ['number'], kindOf(value)));
  return value;
}

function binary(op: BinaryOperator, left: FlowValue, right: FlowValue, budget: Budget): FlowValue {
  switch (op) {
    case '==':
      return valuesEqual(left, right, budget);
    case '!=':
      return !valuesEqual(left, right, budget);
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return finite(left + right);
      if (typeof left === 'string' && typeof right === 'string') {
        ensureStringLength(left.length + right.length);
        budget.step(Math.floor((left.length + right.length) / SIZE_PER_STEP));
        return left + right;
      }
      throw new FlowError(EVAL_MESSAGES.mixedPlus(kindOf(left), kindOf(right)));
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, left, right);
    default:
      return arithmetic(op, numberOperand(op, left), numberOperand(op, right));
  }
}

function compare(op: '<' | '<=' | '>' | '>=', left: FlowValue, right: FlowValue): boolean {
  const sameKind =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (!sameKind) throw new FlowError(EVAL_MESSAGES.compare(op, kindOf(left), kindOf(right)));
  if (op === '<') return left < right;
  if (op === '<=') return left <= right;
  if (op === '>') return left > right;
  return left >= right;
}

function arithmetic(op: '-' | '*' | '/' | '%', left: number, right: number): number {
  if ((op === '/' || op === '%') && right === 0) throw new FlowError(EVAL_MESSAGES.divisionByZero);
  if (op === '-') return finite(left - right);
  if (op === '*') return finite(left * right);
  if (op === '/') return finite(left / right);
  return finite(left % right);
}

function evaluateNode(node: AstNode, ctx: EvalContext): FlowValue {
  ctx.budget.step();
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'identifier': {
      const value = ctx.lookup(node.name);
      if (value === undefined) throw new FlowError(EVAL_MESSAGES.unknownName(node.name));
      return value;
    }
    case 'array':
      ensureArrayLength(node.items.length);
      return sized(node.items.map((item) => evaluate(item, ctx)));
    case 'unary': {
      const operand = evaluate(node.operand, ctx);
      return node.op === '!' ? !condition(operand) : finite(-numberOperand('-', operand));
    }
    case 'binary':
      return binary(node.op, evaluate(node.left, ctx), evaluate(node.right, ctx), ctx.budget);
    case 'logical': {
      const left = condition(evaluate(node.left, ctx));
      if (node.op === '&&' ? !left : left) return left;
      return condition(evaluate(node.right, ctx));
    }
    case 'conditional':
      return evaluate(condition(evaluate(node.test, ctx)) ? node.consequent : node.alternate, ctx);
    case 'member':
      return readMember(evaluate(node.object, ctx), node.name);
    case 'index':
      return readMember(evaluate(node.object, ctx), evaluate(node.index, ctx));
    case 'call': {
      const args = node.args.map((arg) => evaluate(arg, ctx));
      const result = bounded(callBuiltin(node.callee, args, ctx));
      const size = args.reduce<number>((n, arg) => n + sizeOf(arg), sizeOf(result));
      ctx.budget.step(Math.floor(size / SIZE_PER_STEP));
      return result;
    }
  }
}

/** Evaluates an AST; throws a FlowError (message in Persian, offset of the failing node) on a type mismatch, missing name, bad call or spent budget. */
export function evaluate(node: AstNode, ctx: EvalContext): FlowValue {
  try {
    return evaluateNode(node, ctx);
  } catch (error) {
    // The innermost node that failed names the offset; outer frames leave it as it is.
    if (error instanceof FlowError && error.offset === null) {
      throw flowErrorLike(error, error.message, { nodeId: error.nodeId, offset: node.start });
    }
    throw error;
  }
}

/** The answer of `evaluateSource`: the value, or the Persian message and source offset of the failure. */
export type EvaluateResult =
  { ok: true; value: FlowValue } | { ok: false; error: { message: string; offset: number } };

/** Parses and evaluates a source in one go, answering failures as values (for editor previews and tests). */
export function evaluateSource(source: string, ctx: EvalContext): EvaluateResult {
  const parsed = parseExpression(source);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, value: evaluate(parsed.ast, ctx) };
  } catch (error) {
    if (error instanceof FlowError)
      return { ok: false, error: { message: error.message, offset: error.offset ?? 0 } };
    throw error;
  }
}
