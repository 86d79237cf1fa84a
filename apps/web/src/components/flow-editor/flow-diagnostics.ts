// What the flow editor says is wrong, node by node: the shared validateFunction (sources that do not
// parse, unknown names, orphan branches, …), the parameters a save needs that are still blank, and
// anything else the shared schema refuses. Messages name parameters by their Persian labels and a record's
// keys by the field's Persian name, never by the model's keys or ids.
import {
  EXPRESSION_LABELS,
  expressionList,
  isIdentifierName,
  isRecord,
  parseExpression,
  validateFunction,
  walkExpressions,
  type FlowExpression,
  type FlowField,
} from '@darvazeh/shared';
import { functionMessages } from '../../lib/messages';

const text = functionMessages.editor;

/** The problems of one tree: by node id, and those that name no node. */
export interface FlowDiagnostics {
  /** What each card lists; a source's parse problem is shown under the source instead. */
  byNode: ReadonlyMap<string, readonly string[]>;
  /** How many problems each node has, those shown under its sources included. */
  countByNode: ReadonlyMap<string, number>;
  general: readonly string[];
  count: number;
}

/** Every text a node holds that may be a source: its own text parameters and those of its records and filter. */
function textsOf(node: FlowExpression): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'id' || key === 'type') continue;
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const item of Object.values(value as Record<string, unknown>)) {
        if (typeof item === 'string') texts.push(item);
        else if (isRecord(item) && typeof item.value === 'string') texts.push(item.value);
      }
  }
  return texts;
}

/**
 * Whether `message` (`در «…»: …`) is the parse problem of one of the node's non-blank sources, which the
 * source field already shows under itself.
 */
function shownInline(node: FlowExpression | undefined, message: string): boolean {
  if (!node) return false;
  return textsOf(node).some((source) => {
    if (source.trim() === '') return false;
    const parsed = parseExpression(source);
    return !parsed.ok && message.endsWith(`»: ${parsed.error.message}`);
  });
}

/** Names a parameter path (`condition`, `values.f1`, `where.f1.value`) in Persian; keys through `keyName`. */
export type ParamNamer = (path: string) => string;

/**
 * A namer from the parameter labels and a way to name a record's key (a field's Persian name, or
 * undefined when it names none).
 */
export function paramNamer(keyName: (key: string) => string | undefined): ParamNamer {
  return (path) => {
    const [head = '', key] = path.split('.');
    if (Object.hasOwn(text.params, head)) {
      const label = text.params[head] ?? head;
      return key === undefined ? label : `${label} › ${keyName(key) ?? key}`;
    }
    // Shared's messages already name the parameter in Persian, a record's key after a space («مقادیر f1»).
    const named = /^(.*) (\S+)$/.exec(path);
    const fname = named ? keyName(named[2]!) : undefined;
    return named && fname ? `${named[1]} › ${fname}` : path;
  };
}

const REFS = ['fieldId', 'fileField', 'collectionId', 'functionId', 'processId', 'elementId'];
const NAMES = ['name', 'variable', 'array', 'into', 'item'];
/** Names a type may leave out. */
const OPTIONAL_NAMES: ReadonlySet<string> = new Set(['item']);
const OPTIONAL_INTO: ReadonlySet<string> = new Set([
  'functionCall',
  'create',
  'createIfNotExist',
  'createProcess',
]);

/** The blank or malformed names and references of one node, as `[param, message]`. */
function completeness(node: FlowExpression): [string, string][] {
  const params = node as unknown as Record<string, unknown>;
  const found: [string, string][] = [];
  for (const key of REFS) {
    if (key in params && (params[key] === '' || params[key] === null))
      found.push([key, text.choose(text.params[key] ?? key)]);
  }
  if (node.type === 'arraySearch' && params.array === '')
    found.push(['array', text.required(text.params.array!)]);
  for (const key of NAMES) {
    const value = params[key];
    if (typeof value !== 'string' || (node.type === 'arraySearch' && key === 'array')) continue;
    const optional = OPTIONAL_NAMES.has(key) || (key === 'into' && OPTIONAL_INTO.has(node.type));
    if (value === '') {
      if (!optional) found.push([key, text.required(text.params[key] ?? key)]);
    } else if (!isIdentifierName(value)) {
      found.push([key, text.invalidName(text.params[key] ?? key)]);
    }
  }
  return found;
}

const IN_SOURCE = /^در «([^»]+)»: /;

/** The field a node names by id (a subform it shows or hides, an Excel file it reads), and its parameter. */
function fieldRefOf(node: FlowExpression): { id: string; param: string } | null {
  if ((node.type === 'subform' || node.type === 'hideSubform') && node.fieldId)
    return { id: node.fieldId, param: 'fieldId' };
  if (node.type === 'arrayFromExcel' && node.fileField) return { id: node.fileField, param: 'fileField' };
  return null;
}

/** Every problem of `expressions`, read against the function's input fields. */
export function diagnoseFlow(
  expressions: readonly FlowExpression[],
  fields: readonly FlowField[],
  nameParam: ParamNamer,
): FlowDiagnostics {
  const byNode = new Map<string, string[]>();
  const countByNode = new Map<string, number>();
  const inline = new Set<string>();
  const general: string[] = [];
  const flagged = new Set<string>();
  const nodes = new Map<string, FlowExpression>();
  const add = (nodeId: string | null, message: string, isInline = false) => {
    if (nodeId === null) {
      if (!general.includes(message)) general.push(message);
      return;
    }
    const list = byNode.get(nodeId) ?? [];
    const key = `${nodeId}\u0000${message}`;
    if (list.includes(message) || inline.has(key)) return;
    countByNode.set(nodeId, (countByNode.get(nodeId) ?? 0) + 1);
    if (isInline) inline.add(key);
    else list.push(message);
    byNode.set(nodeId, list);
  };

  // A field a node names that the editor's fields no longer hold: said by its label, and the shared
  // message (which quotes the field's id) is left out.
  const gone = new Map<string, string>();
  walkExpressions(expressions, (node) => {
    nodes.set(node.id, node);
    for (const [param, message] of completeness(node)) {
      flagged.add(`${node.id}\u0000${param}`);
      add(node.id, message);
    }
    const ref = fieldRefOf(node);
    if (ref && fields.length > 0 && !fields.some((field) => field.id === ref.id)) {
      gone.set(node.id, `«${ref.id}»`);
      add(node.id, text.fieldGone(text.params[ref.param] ?? ref.param));
    }
  });
  const fn = {
    id: 'editor',
    fname: 'editor',
    callOn: 'load' as const,
    formFields: [...fields],
    expressions: [...expressions],
  };
  for (const { nodeId, message, param } of validateFunction(fn)) {
    const quoted = nodeId === null ? undefined : gone.get(nodeId);
    if (quoted !== undefined && message.includes(quoted)) continue;
    if (param === undefined || !IN_SOURCE.test(message)) {
      add(nodeId, message);
      continue;
    }
    const problem = message.replace(IN_SOURCE, '');
    const isInline = nodeId !== null && shownInline(nodes.get(nodeId), message);
    add(nodeId, text.paramIn(nameParam(param), problem), isInline);
  }
  const parsed = expressionList.safeParse(expressions);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const at = nodeAt(expressions, issue.path);
      if (!at) {
        add(null, text.invalid(functionMessages.form.flow));
      } else if (!flagged.has(`${at.node.id}\u0000${at.param}`)) {
        add(at.node.id, text.invalid(at.param ? nameParam(at.param) : EXPRESSION_LABELS[at.node.type]));
      }
    }
  }
  let count = general.length;
  for (const n of countByNode.values()) count += n;
  return { byNode, countByNode, general, count };
}

/** The innermost node a schema issue's path passes through, and the parameter under it. */
function nodeAt(
  expressions: readonly FlowExpression[],
  path: readonly PropertyKey[],
): { node: FlowExpression; param: string } | null {
  let list: readonly FlowExpression[] | undefined = expressions;
  let found: { node: FlowExpression; param: string } | null = null;
  for (let i = 0; i < path.length && list; i += 1) {
    const node: FlowExpression | undefined = list[Number(path[i])];
    if (!node) break;
    const param = path[i + 1];
    found = { node, param: typeof param === 'string' ? param : '' };
    if (param !== 'children') break;
    list = node.children;
    i += 1;
  }
  return found;
}
