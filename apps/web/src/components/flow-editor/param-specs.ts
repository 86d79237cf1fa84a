// Which inputs each expression type's parameters take, in the order they are shown: one row per type,
// so a new expression type is added here (beside shared's params.ts) and nowhere else in the editor.
import type { ExpressionType } from '@darvazeh/shared';

type PairLabel = 'key' | 'path' | 'columnName' | 'columnTitle';

/** One parameter's input: what kind of control edits it, and how. */
export type ParamSpec =
  /** An expression-language source; `allowPlain` accepts plain text too (titles, URLs). */
  | { key: string; kind: 'source'; optional?: boolean; allowPlain?: boolean }
  /** A new name (`name`), an existing variable or field that receives a value (`target`). */
  | { key: string; kind: 'name' | 'target'; optional?: boolean }
  /** A stored function (or web service) by name, or an element id typed as is. */
  | { key: string; kind: 'function' | 'ref'; optional?: boolean }
  /** A field of the function's form, of `types`. */
  | { key: string; kind: 'field'; types: readonly string[] }
  /** Sources by key, or a record filter; `fieldKeys`: keys are the chosen collection's fields. */
  | { key: string; kind: 'sources' | 'filter'; optional?: boolean; fieldKeys?: boolean }
  /** Rows of two plain texts; `optional`: no rows is no parameter at all. */
  | {
      key: string;
      kind: 'pairs';
      keys: readonly [string, string];
      labels: readonly [PairLabel, PairLabel];
      optional?: boolean;
    }
  /** Pickers with no options of their own. */
  | {
      key: string;
      kind: 'collection' | 'query' | 'service' | 'externalService' | 'pipeline' | 'method' | 'color';
    };

const source = (key: string, extra: { optional?: boolean; allowPlain?: boolean } = {}): ParamSpec => ({
  key,
  kind: 'source',
  ...extra,
});
const plain = (key: string, optional = false) => source(key, { optional, allowPlain: true });
const into: ParamSpec = { key: 'into', kind: 'target' };
const intoOptional: ParamSpec = { key: 'into', kind: 'target', optional: true };
const collection: ParamSpec = { key: 'collectionId', kind: 'collection' };
const where = (optional: boolean): ParamSpec => ({ key: 'where', kind: 'filter', optional, fieldKeys: true });
const values: ParamSpec = { key: 'values', kind: 'sources', fieldKeys: true };
const process: ParamSpec = { key: 'processId', kind: 'service' };
const element: ParamSpec = { key: 'elementId', kind: 'ref' };
const condition = [source('condition')];

/** The inputs of every expression type's parameters (shared's params.ts says what each one means). */
export const PARAM_SPECS: Record<ExpressionType, readonly ParamSpec[]> = {
  if: condition,
  elseif: condition,
  while: condition,
  dowhile: condition,
  else: [],
  for: [{ key: 'variable', kind: 'name' }, source('from'), source('to'), source('step', { optional: true })],
  forEach: [{ key: 'variable', kind: 'name' }, source('source')],
  var: [{ key: 'name', kind: 'name' }, source('value')],
  varAssign: [{ key: 'name', kind: 'target' }, source('value')],
  arrayPush: [{ key: 'array', kind: 'target' }, source('value')],
  arrayDelete: [{ key: 'array', kind: 'target' }, source('index')],
  subform: [{ key: 'fieldId', kind: 'field', types: ['subform'] }],
  hideSubform: [{ key: 'fieldId', kind: 'field', types: ['subform'] }],
  toast: [{ key: 'color', kind: 'color' }, plain('title', true), plain('text')],
  disableForm: [source('disabled')],
  redirect: [plain('url')],
  arraySearch: [source('array'), { key: 'item', kind: 'name', optional: true }, source('condition'), into],
  arrayFromExcel: [
    { key: 'fileField', kind: 'field', types: ['file'] },
    { key: 'columns', kind: 'pairs', keys: ['name', 'fname'], labels: ['columnName', 'columnTitle'] },
    into,
  ],
  functionCall: [{ key: 'functionId', kind: 'function' }, { key: 'inputs', kind: 'sources' }, intoOptional],
  fetch: [
    { key: 'serviceId', kind: 'function', optional: true },
    { key: 'externalServiceId', kind: 'externalService' },
    plain('url', true),
    { key: 'method', kind: 'method' },
    { key: 'headers', kind: 'sources', optional: true },
    plain('body', true),
    { key: 'outputs', kind: 'pairs', keys: ['name', 'path'], labels: ['key', 'path'], optional: true },
    into,
  ],
  curl: [
    plain('url'),
    { key: 'method', kind: 'method' },
    { key: 'headers', kind: 'sources' },
    plain('body', true),
    into,
  ],
  read: [collection, where(true), { key: 'queryId', kind: 'query' }, into],
  create: [collection, values, where(true), intoOptional],
  createIfNotExist: [collection, values, where(true), intoOptional],
  update: [collection, where(false), values],
  delete: [collection, where(false)],
  mongo: [collection, { key: 'pipeline', kind: 'pipeline' }, into],
  createProcess: [process, { key: 'inputs', kind: 'sources', optional: true }, intoOptional],
  statusProcess: [source('requestId'), into],
  elementPassCount: [process, element, into],
  checkProcessStep: [source('requestId'), element, into],
};
