// Test support, never shipped: one minimal valid expression of each of the 31 types, and builders for
// functions, so the schema, SPEC §4 and interpreter tables cover every type from one place.
import type { ExpressionType } from '../model/expression-types.js';
import type { FlowExpression } from '../model/expression-schema.js';
import type { FlowField, FlowFunction } from '../model/function-schema.js';

/** A minimal valid expression of each type (ids are the type names). */
export const SAMPLE_EXPRESSIONS: { [K in ExpressionType]: Extract<FlowExpression, { type: K }> } = {
  if: { id: 'if', type: 'if', condition: 'true' },
  elseif: { id: 'elseif', type: 'elseif', condition: 'true' },
  else: { id: 'else', type: 'else' },
  for: { id: 'for', type: 'for', variable: 'i', from: '1', to: '3' },
  while: { id: 'while', type: 'while', condition: 'false' },
  dowhile: { id: 'dowhile', type: 'dowhile', condition: 'false' },
  forEach: { id: 'forEach', type: 'forEach', variable: 'item', source: '[1, 2]' },
  var: { id: 'var', type: 'var', name: 'x', value: '1' },
  varAssign: { id: 'varAssign', type: 'varAssign', name: 'x', value: '2' },
  arrayPush: { id: 'arrayPush', type: 'arrayPush', array: 'list', value: '1' },
  arrayDelete: { id: 'arrayDelete', type: 'arrayDelete', array: 'list', index: '0' },
  subform: { id: 'subform', type: 'subform', fieldId: 'sub' },
  hideSubform: { id: 'hideSubform', type: 'hideSubform', fieldId: 'sub' },
  toast: { id: 'toast', type: 'toast', color: 'success', text: "'ثبت شد'" },
  disableForm: { id: 'disableForm', type: 'disableForm', disabled: 'true' },
  redirect: { id: 'redirect', type: 'redirect', url: "'/panel'" },
  arraySearch: {
    id: 'arraySearch',
    type: 'arraySearch',
    array: '[1, 2, 3]',
    condition: 'item > 1',
    into: 'found',
  },
  arrayFromExcel: {
    id: 'arrayFromExcel',
    type: 'arrayFromExcel',
    fileField: 'file',
    columns: [{ name: 'code', fname: 'کد' }],
    into: 'excelRows',
  },
  functionCall: {
    id: 'functionCall',
    type: 'functionCall',
    functionId: 'f2',
    inputs: { a: '1' },
    into: 'called',
  },
  fetch: { id: 'fetch', type: 'fetch', serviceId: 7, method: 'get', into: 'fetched' },
  createProcess: { id: 'createProcess', type: 'createProcess', processId: 3, into: 'request' },
  statusProcess: { id: 'statusProcess', type: 'statusProcess', requestId: "'r1'", into: 'status' },
  elementPassCount: {
    id: 'elementPassCount',
    type: 'elementPassCount',
    processId: 3,
    elementId: 'e1',
    into: 'passes',
  },
  checkProcessStep: {
    id: 'checkProcessStep',
    type: 'checkProcessStep',
    requestId: "'r1'",
    elementId: 'e1',
    into: 'atStep',
  },
  read: {
    id: 'read',
    type: 'read',
    collectionId: 'people',
    where: { code: { op: 'eq', value: "'1'" } },
    into: 'people',
  },
  create: {
    id: 'create',
    type: 'create',
    collectionId: 'people',
    values: { name: "'علی'" },
    into: 'created',
  },
  createIfNotExist: {
    id: 'createIfNotExist',
    type: 'createIfNotExist',
    collectionId: 'people',
    values: { name: "'علی'" },
    where: { name: { op: 'eq', value: "'علی'" } },
  },
  update: {
    id: 'update',
    type: 'update',
    collectionId: 'people',
    where: { id: { op: 'eq', value: '1' } },
    values: { name: "'رضا'" },
  },
  delete: { id: 'delete', type: 'delete', collectionId: 'people', where: { id: { op: 'eq', value: '1' } } },
  curl: {
    id: 'curl',
    type: 'curl',
    url: "'https://example.org'",
    method: 'post',
    headers: { Accept: "'application/json'" },
    into: 'curled',
  },
  mongo: {
    id: 'mongo',
    type: 'mongo',
    collectionId: 'people',
    pipeline: [{ $match: {} }],
    into: 'aggregated',
  },
};

/** The form fields the sample functions can read. */
export const SAMPLE_FIELDS: FlowField[] = [
  { id: 'f_age', ename: 'age', fname: 'سن', type: 'text' },
  { id: 'f_name', ename: 'name', fname: 'نام', type: 'text' },
  { id: 'sub', ename: 'details', fname: 'جزئیات', type: 'subform' },
  { id: 'file', ename: 'sheet', fname: 'فایل', type: 'file' },
  { id: 'rows', ename: 'table', fname: 'جدول', type: 'table' },
];

/** A function around some expressions (a submit function of the sample form). */
export function sampleFunction(
  expressions: FlowExpression[],
  overrides: Partial<FlowFunction> = {},
): FlowFunction {
  return {
    id: 'fn1',
    fname: 'تابع آزمایشی',
    callOn: 'submit',
    formFields: SAMPLE_FIELDS,
    expressions,
    ...overrides,
  };
}

let counter = 0;

/** An expression of any type without its id. */
export type WithoutId = FlowExpression extends infer E
  ? E extends FlowExpression
    ? Omit<E, 'id'>
    : never
  : never;

/** Builds an expression with a fresh id (`n1`, `n2`, …) unless one is given. */
export function node(e: WithoutId & { id?: string }): FlowExpression {
  counter += 1;
  return { id: `n${counter}`, ...e };
}
