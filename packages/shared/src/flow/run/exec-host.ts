// Statements the host performs: records, HTTP, other functions, Excel, aggregation and processes. Each
// checks that the host offers the method, evaluates its sources into plain data, calls the host, copies
// the answer back with toFlowValue and stores it `into` its variable. A host without the method ends the
// run with a diagnostic (processes: "not available yet"), never a fake result.
import { filePathKey } from '../../forms/answers.js';
import { FlowError } from '../errors.js';
import { ownValue, toFlowValue, toPlainValue, type FlowValue } from '../language/values.js';
import { RUN_MESSAGES } from '../messages.js';
import type { ExpressionOf, FlowExpression } from '../model/expression-schema.js';
import { PROCESS_TYPES, type ExpressionType } from '../model/expression-types.js';
import type { FlowFilter } from '../model/params.js';
import type { CreateRequest, EvaluatedFilter } from './host.js';
import type { Scope } from './scope.js';
import { evalParam, evalString, storeInto, type RunState, type TraceEntry } from './state.js';

const PROCESS: ReadonlySet<string> = new Set(PROCESS_TYPES);

/** Throws the diagnostic for a type the host does not run. */
function unavailable(type: ExpressionType): never {
  throw new FlowError(
    PROCESS.has(type) ? RUN_MESSAGES.processesUnavailable(type) : RUN_MESSAGES.notAvailableHere(type),
  );
}

/** Adds an own enumerable key to a plain object (defineProperty: "__proto__" stays an ordinary key). */
function put<T>(out: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Evaluates a record of sources (values, inputs) into plain values. */
function sources(
  state: RunState,
  scope: Scope,
  prefix: string,
  record: Readonly<Record<string, string>> = {},
) {
  const out: Record<string, FlowValue> = {};
  for (const [key, source] of Object.entries(record)) {
    put(out, key, toPlainValue(evalParam(state, scope, `${prefix}.${key}`, source)));
  }
  return out;
}

/** Evaluates header sources, each of which must give text. */
function headers(state: RunState, scope: Scope, record: Readonly<Record<string, string>> = {}) {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(record))
    put(out, key, evalString(state, scope, `headers.${key}`, source));
  return out;
}

/** Evaluates a filter's value sources. */
function filter(state: RunState, scope: Scope, where: FlowFilter = {}): EvaluatedFilter {
  const out: EvaluatedFilter = {};
  for (const [key, { op, value }] of Object.entries(where)) {
    put(out, key, { op, value: toPlainValue(evalParam(state, scope, `where.${key}.value`, value)) });
  }
  return out;
}

/** Evaluates an optional source into a plain value. */
function optional(state: RunState, scope: Scope, param: string, source: string | undefined) {
  return source === undefined ? undefined : toPlainValue(evalParam(state, scope, param, source));
}

/** The request of create and createIfNotExist. */
function createRequest(
  state: RunState,
  scope: Scope,
  e: ExpressionOf<'create' | 'createIfNotExist'>,
): CreateRequest {
  return {
    nodeId: e.id,
    collectionId: e.collectionId,
    values: sources(state, scope, 'values', e.values),
    where: e.where === undefined ? undefined : filter(state, scope, e.where),
  };
}

/** Calls the host for one expression and answers what it returned. */
async function callHost(state: RunState, scope: Scope, e: FlowExpression): Promise<unknown> {
  const h = state.host;
  const nodeId = e.id;
  switch (e.type) {
    case 'read':
      if (!h.read) return unavailable(e.type);
      return h.read({
        nodeId,
        collectionId: e.collectionId,
        where: filter(state, scope, e.where),
        queryId: e.queryId,
        dbQueryInfo: e.dbQueryInfo,
      });
    case 'create':
      if (!h.create) return unavailable(e.type);
      return h.create(createRequest(state, scope, e));
    case 'createIfNotExist':
      if (!h.createIfNotExist) return unavailable(e.type);
      return h.createIfNotExist(createRequest(state, scope, e));
    case 'update':
      if (!h.update) return unavailable(e.type);
      return h.update({
        nodeId,
        collectionId: e.collectionId,
        values: sources(state, scope, 'values', e.values),
        where: filter(state, scope, e.where),
      });
    case 'delete':
      if (!h.delete) return unavailable(e.type);
      return h.delete({ nodeId, collectionId: e.collectionId, where: filter(state, scope, e.where) });
    case 'fetch':
      if (!h.fetch) return unavailable(e.type);
      return h.fetch({
        nodeId,
        serviceId: e.serviceId,
        externalServiceId: e.externalServiceId,
        url: e.url === undefined ? undefined : evalString(state, scope, 'url', e.url),
        method: e.method,
        headers: headers(state, scope, e.headers),
        body: optional(state, scope, 'body', e.body),
        outputs: e.outputs,
      });
    case 'curl':
      if (!h.curl) return unavailable(e.type);
      return h.curl({
        nodeId,
        url: evalString(state, scope, 'url', e.url),
        method: e.method,
        headers: headers(state, scope, e.headers),
        body: optional(state, scope, 'body', e.body),
      });
    case 'functionCall':
      if (!h.callFunction) return unavailable(e.type);
      return h.callFunction({
        nodeId,
        functionId: e.functionId,
        inputs: sources(state, scope, 'inputs', e.inputs),
      });
    case 'arrayFromExcel':
      if (!h.arrayFromExcel) return unavailable(e.type);
      return h.arrayFromExcel({
        nodeId,
        fileField: e.fileField,
        file: toPlainValue(ownValue(state.answers, e.fileField) ?? null),
        path: toPlainValue(ownValue(state.answers, filePathKey(e.fileField)) ?? null),
        columns: e.columns,
      });
    case 'mongo':
      if (!h.mongo) return unavailable(e.type);
      return h.mongo({ nodeId, collectionId: e.collectionId, pipeline: e.pipeline });
    case 'createProcess':
      if (!h.process) return unavailable(e.type);
      return h.process({
        nodeId,
        type: e.type,
        processId: e.processId,
        inputs: sources(state, scope, 'inputs', e.inputs),
      });
    case 'elementPassCount':
      if (!h.process) return unavailable(e.type);
      return h.process({ nodeId, type: e.type, processId: e.processId, elementId: e.elementId });
    case 'statusProcess':
    case 'checkProcessStep': {
      if (!h.process) return unavailable(e.type);
      const requestId = toPlainValue(evalParam(state, scope, 'requestId', e.requestId));
      const elementId = e.type === 'checkProcessStep' ? e.elementId : undefined;
      return h.process({ nodeId, type: e.type, requestId, elementId });
    }
    default:
      return unavailable(e.type);
  }
}

/** Runs one host-backed expression, times the host call in its trace entry, and stores the answer `into` its variable. */
export async function execHost(
  state: RunState,
  scope: Scope,
  e: FlowExpression,
  entry: TraceEntry,
): Promise<void> {
  const started = state.budget.now();
  const answer = await callHost(state, scope, e);
  entry.ms = state.budget.now() - started;
  state.budget.checkTime();
  const into = 'into' in e ? e.into : undefined;
  if (into !== undefined) await storeInto(state, scope, into, toFlowValue(answer));
}
