// The functions engine (issue 14): an expression language, the Function model of SPEC §3 and an
// interpreter whose every effect goes through a host. It runs the same in the browser and on the server.
//
// Expression language (language/): conditions and computed values are sources such as
// `سن >= ۱۸ && contains(نام, 'علی')`. parseExpression(source) answers an AST or `{ message, offset }`;
// printExpression(ast) gives canonical source; evaluate/evaluateSource run an AST against names, a Budget
// (createBudget: steps and a deadline on the host's clock) and a fixed `now`. Values are null, booleans,
// finite numbers, strings, arrays and null-prototype records; member access reads own keys only; calls go
// only to BUILTIN_FUNCTIONS. No eval, no Function, no regex from users. Caps are in limits.ts.
//
// Model (model/): flowFunctionSchema and expressionList validate a Function and its tree of the 31 types
// (EXPRESSION_TYPES; parameters per type are documented in model/params.ts). validateFunction answers
// diagnostics naming node ids; parseFunction does schema + validation + derived fields in one call.
// isServerSide applies SPEC §4 (rule for computed variables in model/server-side.ts); withDerivedSide
// overwrites isServerSide and usedFieldInfos whatever a client sent; usedFields lists the fields read.
//
// Interpreter (run/): runFunction(fn, { answers, variables, host, budget, now }) validates, then walks the
// tree; effects go through a FlowHost; the answer is `{ ok: true, variables, answers, trace, steps }` or
// `{ ok: false, diagnostics, trace, steps }`.
//
// Semantics a host or editor relies on:
// - Every computed parameter is a source: a toast's text is `'ثبت شد'` (quoted), not ثبت شد.
// - Form answers are read by field id or ename; date fields answer Jalali 'YYYY/MM/DD' and today() does too.
// - Each children list is a block scope; a var shadows nothing (a field or outer variable of the same name
//   is a diagnostic); `into` and varAssign write an existing variable, else a field's answer (setAnswer),
//   and `into` otherwise declares a variable in the current block.
// - Showing a subform calls host.showSubform; keeping `display-{id}` in the answers is the host's job.
// - Outgoing URLs of fetch/curl are the host's guarded client's business; redirect only takes http(s) or /.
//
// Persian messages live in messages.ts; every diagnostic is `{ nodeId, message }`.
export { FlowError, FlowLimitError, isFlowError, type FlowDiagnostic } from './errors.js';
export * from './limits.js';
export { EXPRESSION_LABELS, VALUE_KIND_LABELS } from './messages.js';

export type {
  AstNode,
  BinaryOperator,
  LogicalOperator,
  ParseError,
  ParseResult,
  UnaryOperator,
} from './language/ast.js';
export { parseExpression } from './language/parser.js';
export { printExpression } from './language/printer.js';
export { isIdentifierName, normalizeName } from './language/lexer.js';
export { analyzeSource, type SourceFacts } from './language/analyze.js';
export { createBudget, type Budget, type BudgetOptions } from './language/budget.js';
export { evaluate, evaluateSource, type EvalContext, type EvaluateResult } from './language/evaluator.js';
export {
  toFlowValue,
  toPlainValue,
  kindOf,
  type FlowRecord,
  type FlowValue,
  type ValueKind,
} from './language/values.js';
export { BUILTIN_FUNCTIONS, findBuiltin, type BuiltinFunction } from './language/functions/index.js';

export {
  BLOCK_TYPES,
  CLIENT_SIDE_TYPES,
  EXPRESSION_TYPES,
  PROCESS_TYPES,
  isBlockType,
  isClientSideType,
  type ExpressionType,
} from './model/expression-types.js';
export {
  EXPRESSION_PARAMS,
  HTTP_METHODS,
  TOAST_COLORS,
  type ExpressionParams,
  type FlowFilter,
} from './model/params.js';
export {
  expressionList,
  expressionSchema,
  type ExpressionOf,
  type FlowExpression,
} from './model/expression-schema.js';
export {
  CALL_ON_EVENTS,
  flowFunctionSchema,
  type CallOnEvent,
  type FlowField,
  type FlowFunction,
} from './model/function-schema.js';
export { validateFunction, type ValidateOptions } from './model/validate-function.js';
export { parseFunction, type ParseFunctionResult } from './model/parse-function.js';
export {
  computedVariables,
  isServerSide,
  withDerivedSide,
  type ServerSideOptions,
} from './model/server-side.js';
export { usedFields, type FieldRef } from './model/used-fields.js';
export { walkExpressions } from './model/walk.js';

export type * from './run/host.js';
export { runFunction, type RunOptions, type RunResult } from './run/run-function.js';
export type { TraceEntry } from './run/state.js';
