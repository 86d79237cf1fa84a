// Test support, never shipped: short builders of the function expressions the run and validation tests
// write by the dozen, so a test reads as the function it runs.
import type { FlowExpression } from '../model/expression-schema.js';

/** `var name = value`. */
export const v = (id: string, name: string, value: string): FlowExpression => ({
  id,
  type: 'var',
  name,
  value,
});

/** `name = value` (an assignment to a declared variable). */
export const set = (id: string, name: string, value: string): FlowExpression => ({
  id,
  type: 'varAssign',
  name,
  value,
});

/** `array.push(value)`. */
export const push = (id: string, array: string, value: string): FlowExpression => ({
  id,
  type: 'arrayPush',
  array,
  value,
});

/** `if (condition) { children }`. */
export const iff = (id: string, condition: string, children: FlowExpression[] = []): FlowExpression => ({
  id,
  type: 'if',
  condition,
  children,
});

/** `children` run `times` times (a `for` over `i_{id}` from 1). */
export const loop = (id: string, times: number, children: FlowExpression[]): FlowExpression => ({
  id,
  type: 'for',
  variable: `i_${id}`,
  from: '1',
  to: String(times),
  children,
});
