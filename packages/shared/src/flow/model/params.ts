// The parameters of each expression type (SPEC §3), one zod object per type. Values a run computes are
// expression-language sources (strings, parsed by language/); names that receive a value are identifiers;
// ids of fields, collections, functions and processes are plain references.
//
// | type | parameters |
// |---|---|
// | if, elseif | condition: source → boolean; children run when true |
// | else | (none); children run when no branch before it ran |
// | for | variable: name, from, to, step?: sources → numbers; `to` is inclusive; step defaults to 1 |
// | while, dowhile | condition: source → boolean (dowhile runs its children once before the first test) |
// | forEach | variable: name, source: source → array; runs over a snapshot of the array |
// | var | name, value: source — declares a variable in the current block |
// | varAssign | name, value: source — assigns a declared variable, or a form field's answer |
// | arrayPush | array: name of an array variable or field, value: source |
// | arrayDelete | array: name, index: source → integer |
// | subform, hideSubform | fieldId: the subform field to show or hide |
// | toast | color: success/error/warning/info, title?: source (SPEC §8 title by default), text: source |
// | disableForm | disabled: source → boolean |
// | redirect | url: source → text starting with http://, https:// or / |
// | arraySearch | array: source → array, item?: name (default `item`), condition: source, into: name ← matching items |
// | arrayFromExcel | fileField: file field id, columns: [{ name, fname }], into: name ← array of records |
// | functionCall | functionId, inputs: { name: source }, into?: name ← the called function's answer |
// | fetch | serviceId?, or externalServiceId? (an Admin's outside service; url the path under its base URL), or url?: source, method, headers?: { name: source }, body?: source, outputs?, into: name |
// | curl | url: source, method, headers: { name: source }, body?: source, into: name |
// | read | collectionId, where?: filter, queryId?, dbQueryInfo?: a query definition (SPEC §3 Query info; checked by the server), into: name ← records or the query's rows |
// | create, createIfNotExist | collectionId, values: { fieldId: source }, where?: filter, into?: name ← record |
// | update | collectionId, where: filter, values: { fieldId: source } |
// | delete | collectionId, where: filter |
// | mongo | collectionId, pipeline: unknown[] (validated by the server), into: name |
// | createProcess | processId, inputs?: { name: source }, into?: name ← the request (UserRequestId) |
// | statusProcess | requestId: source, into: name |
// | elementPassCount | processId, elementId, into: name |
// | checkProcessStep | requestId: source, elementId, into: name |
//
// A filter is { fieldId: { op: like|eq|gt|lt|in, value: source } } (SPEC §3 "Filter condition").
import { z } from 'zod';
import { FILTER_OPS } from '../../schemas/resource.js';
import { MAX_RECORD_ENTRIES, MAX_SOURCE_LENGTH } from '../limits.js';
import { SCHEMA_MESSAGES } from '../messages.js';
import { isIdentifierName } from '../language/lexer.js';
import { FORBIDDEN_MEMBER_NAMES } from '../language/values.js';
import type { ExpressionType } from './expression-types.js';

const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** An expression-language source (checked by validateFunction, not here). */
const source = z.string().max(MAX_SOURCE_LENGTH, SCHEMA_MESSAGES.sourceTooLong(MAX_SOURCE_LENGTH));
/** A name that receives a value: one identifier of the language. */
const name = z
  .string()
  .max(100)
  .refine((n) => isIdentifierName(n) && !FORBIDDEN_MEMBER_NAMES.has(n), SCHEMA_MESSAGES.invalidName);
/** A reference to a stored thing (collection, function, process, service, query, element). */
const ref = z.union([z.string().trim().min(1).max(100), z.number().int()]);
/** A form field id (the form definition's own id pattern). */
const fieldRef = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, SCHEMA_MESSAGES.invalidFieldId);
/** A key of a record of sources: a field id, an input name or an HTTP header name, never a prototype key. */
const key = z
  .string()
  .regex(/^[\p{L}\p{N}_.!#$%&'*+^`|~-]{1,100}$/u, SCHEMA_MESSAGES.invalidKey)
  .refine((k) => !RESERVED_KEYS.has(k), SCHEMA_MESSAGES.reservedKey);
const sources = z
  .record(key, source)
  .refine(
    (r) => Object.keys(r).length <= MAX_RECORD_ENTRIES,
    SCHEMA_MESSAGES.tooManyEntries(MAX_RECORD_ENTRIES),
  );

const filter = z
  .record(key, z.object({ op: z.enum(FILTER_OPS), value: source }))
  .refine(
    (r) => Object.keys(r).length <= MAX_RECORD_ENTRIES,
    SCHEMA_MESSAGES.tooManyEntries(MAX_RECORD_ENTRIES),
  );

/** HTTP methods of fetch and curl. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Toast colours (SPEC §4 "Toasts carry show, color, …"; titles from SPEC §8). */
export const TOAST_COLORS = ['success', 'error', 'warning', 'info'] as const;

const condition = z.object({ condition: source });
const process = { into: name };
const records = { collectionId: ref, values: sources, where: filter.optional(), into: name.optional() };

/** The parameter schema of each of the 31 types (see the table above). */
export const EXPRESSION_PARAMS = {
  if: condition,
  elseif: condition,
  else: z.object({}),
  for: z.object({ variable: name, from: source, to: source, step: source.optional() }),
  while: condition,
  dowhile: condition,
  forEach: z.object({ variable: name, source }),
  var: z.object({ name, value: source }),
  varAssign: z.object({ name, value: source }),
  arrayPush: z.object({ array: name, value: source }),
  arrayDelete: z.object({ array: name, index: source }),
  subform: z.object({ fieldId: fieldRef }),
  hideSubform: z.object({ fieldId: fieldRef }),
  toast: z.object({ color: z.enum(TOAST_COLORS), title: source.optional(), text: source }),
  disableForm: z.object({ disabled: source }),
  redirect: z.object({ url: source }),
  arraySearch: z.object({ array: source, item: name.optional(), condition: source, into: name }),
  arrayFromExcel: z.object({
    fileField: fieldRef,
    columns: z
      .array(z.object({ name: key, fname: z.string().max(200) }))
      .min(1)
      .max(100),
    into: name,
  }),
  functionCall: z.object({ functionId: ref, inputs: sources, into: name.optional() }),
  fetch: z.object({
    serviceId: ref.optional(),
    externalServiceId: ref.optional(),
    url: source.optional(),
    method: z.enum(HTTP_METHODS),
    headers: sources.optional(),
    body: source.optional(),
    outputs: z
      .array(z.object({ name: key, path: z.string().max(200).optional() }))
      .max(100)
      .optional(),
    into: name,
  }),
  curl: z.object({
    url: source,
    method: z.enum(HTTP_METHODS),
    headers: sources,
    body: source.optional(),
    into: name,
  }),
  read: z.object({
    collectionId: ref,
    where: filter.optional(),
    queryId: ref.optional(),
    dbQueryInfo: z.record(z.string(), z.unknown()).optional(),
    into: name,
  }),
  create: z.object(records),
  createIfNotExist: z.object(records),
  update: z.object({ collectionId: ref, where: filter, values: sources }),
  delete: z.object({ collectionId: ref, where: filter }),
  mongo: z.object({ collectionId: ref, pipeline: z.array(z.unknown()).max(100), into: name }),
  createProcess: z.object({ processId: ref, inputs: sources.optional(), into: name.optional() }),
  statusProcess: z.object({ requestId: source, ...process }),
  elementPassCount: z.object({ processId: ref, elementId: ref, ...process }),
  checkProcessStep: z.object({ requestId: source, elementId: ref, ...process }),
} satisfies Record<ExpressionType, z.ZodObject>;

/** A filter as a definition holds it: field id → operator and value source. */
export type FlowFilter = z.infer<typeof filter>;

/** The parameters of expressions of type K (`else` has none; zod would type its empty object as Record<string, never>). */
export type ExpressionParams<K extends ExpressionType> = K extends 'else'
  ? Record<never, never>
  : z.infer<(typeof EXPRESSION_PARAMS)[K]>;
