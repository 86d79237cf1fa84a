// The FlowHost: every effect a run may have, passed in by whoever runs it (STYLE §2: shared does no I/O).
// The browser host implements the client-side effects; the server host implements all of them. A type
// whose method the host leaves out ends the run with "not run in this environment", never a fake result.
// Values handed to a host are plain JSON-ready data; what a host answers is copied back with toFlowValue.
// A host method may throw FlowError to report a user-facing failure (it becomes a diagnostic); any other
// throw is a host bug and propagates to the caller of runFunction.
import type { FlowValue } from '../language/values.js';
import type { FilterOp } from '../../schemas/resource.js';
import type { HTTP_METHODS, TOAST_COLORS } from '../model/params.js';
import type { PROCESS_TYPES } from '../model/expression-types.js';

/** A toast as the host shows it; the title defaults to SPEC §8's title for the colour. */
export interface FlowToast {
  color: (typeof TOAST_COLORS)[number];
  title: string;
  text: string;
}

/** Every host request names the expression it comes from, for logs. */
export interface HostRequest {
  nodeId: string;
}

/** A filter with its value sources evaluated. */
export type EvaluatedFilter = Record<string, { op: FilterOp; value: FlowValue }>;

/** A stored-thing reference as the definition holds it. */
export type Ref = string | number;

/** read: records of a collection, filtered or through a query. */
export interface ReadRequest extends HostRequest {
  collectionId: Ref;
  where?: EvaluatedFilter;
  queryId?: Ref;
  /** A query definition (SPEC §3 Query info `dbQueryInfo`), run instead of the filter when given. */
  dbQueryInfo?: Record<string, unknown>;
}

/** create and createIfNotExist: one record's values (field id → value), and for createIfNotExist the filter that finds an existing one. */
export interface CreateRequest extends HostRequest {
  collectionId: Ref;
  values: Record<string, FlowValue>;
  where?: EvaluatedFilter;
}

/** update: the records the filter finds get these values. */
export interface UpdateRequest extends HostRequest {
  collectionId: Ref;
  where: EvaluatedFilter;
  values: Record<string, FlowValue>;
}

/** delete: the records the filter finds. */
export interface DeleteRequest extends HostRequest {
  collectionId: Ref;
  where: EvaluatedFilter;
}

/** fetch: a registered web service or a URL, through the guarded HTTP client. */
export interface FetchRequest extends HostRequest {
  serviceId?: Ref;
  /** An outside web service an Admin registered (externalservice): `url` is the path under its base URL. */
  externalServiceId?: Ref;
  url?: string;
  method: (typeof HTTP_METHODS)[number];
  headers: Record<string, string>;
  body?: FlowValue;
  outputs?: { name: string; path?: string | undefined }[];
}

/** curl: a raw HTTP request, through the guarded HTTP client. */
export interface CurlRequest extends HostRequest {
  url: string;
  method: (typeof HTTP_METHODS)[number];
  headers: Record<string, string>;
  body?: FlowValue;
}

/** functionCall: another function with its inputs. */
export interface CallFunctionRequest extends HostRequest {
  functionId: Ref;
  inputs: Record<string, FlowValue>;
}

/** arrayFromExcel: the rows of the uploaded file in a file field, read into the named columns. */
export interface ExcelRequest extends HostRequest {
  fileField: string;
  /** The field's answers: the chosen file name and its uploaded path (`{id}-path`). */
  file: FlowValue;
  path: FlowValue;
  columns: { name: string; fname: string }[];
}

/** mongo: an aggregation pipeline the server validates and compiles. */
export interface MongoRequest extends HostRequest {
  collectionId: Ref;
  pipeline: unknown[];
}

/** The process types' request (not implemented by any host yet). */
export interface ProcessRequest extends HostRequest {
  type: (typeof PROCESS_TYPES)[number];
  processId?: Ref;
  elementId?: Ref;
  requestId?: FlowValue;
  inputs?: Record<string, FlowValue>;
}

type Effect = void | Promise<void>;

/** Every effect a run may have; optional methods are the server-side types a host may not offer. */
export interface FlowHost {
  setAnswer?(fieldId: string, value: FlowValue): Effect;
  showSubform(fieldId: string): Effect;
  hideSubform(fieldId: string): Effect;
  toast(toast: FlowToast): Effect;
  disableForm(disabled: boolean): Effect;
  redirect(url: string): Effect;
  read?(request: ReadRequest): Promise<unknown>;
  create?(request: CreateRequest): Promise<unknown>;
  createIfNotExist?(request: CreateRequest): Promise<unknown>;
  update?(request: UpdateRequest): Promise<unknown>;
  delete?(request: DeleteRequest): Promise<unknown>;
  fetch?(request: FetchRequest): Promise<unknown>;
  curl?(request: CurlRequest): Promise<unknown>;
  callFunction?(request: CallFunctionRequest): Promise<unknown>;
  arrayFromExcel?(request: ExcelRequest): Promise<unknown>;
  mongo?(request: MongoRequest): Promise<unknown>;
  process?(request: ProcessRequest): Promise<unknown>;
  /** Called every PAUSE_INTERVAL loop iterations: a host that shares its thread yields here. */
  pause?(): Promise<void>;
}
