// Walking a function's tree without recursion (a typed tree may still come from code that skipped the
// schema), and listing the sources of one expression with the parameter each belongs to.
import type { FlowExpression } from './expression-schema.js';
import type { FlowFilter } from './params.js';

/** Visits every expression depth first, in document order, with its depth (1 for top level). */
export function walkExpressions(
  expressions: readonly FlowExpression[],
  visit: (expression: FlowExpression, depth: number) => void,
): void {
  const stack: { expression: FlowExpression; depth: number }[] = [...expressions]
    .reverse()
    .map((expression) => ({ expression, depth: 1 }));
  while (stack.length > 0) {
    const { expression, depth } = stack.pop()!;
    visit(expression, depth);
    const children = expression.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1)
      stack.push({ expression: children[i]!, depth: depth + 1 });
  }
}

/** One expression-language source inside an expression: the parameter path (`condition`, `values.f1`) and the text. */
export interface SourceEntry {
  param: string;
  source: string;
}

function recordEntries(prefix: string, record: Readonly<Record<string, string>> | undefined): SourceEntry[] {
  return Object.entries(record ?? {}).map(([k, source]) => ({ param: `${prefix}.${k}`, source }));
}

function filterEntries(where: FlowFilter | undefined): SourceEntry[] {
  return Object.entries(where ?? {}).map(([k, f]) => ({ param: `where.${k}.value`, source: f.value }));
}

function optional(param: string, source: string | undefined): SourceEntry[] {
  return source === undefined ? [] : [{ param, source }];
}

/** The sources of one expression, in the order a run evaluates them. */
export function sourcesOf(e: FlowExpression): SourceEntry[] {
  switch (e.type) {
    case 'if':
    case 'elseif':
    case 'while':
    case 'dowhile':
      return [{ param: 'condition', source: e.condition }];
    case 'for':
      return [{ param: 'from', source: e.from }, { param: 'to', source: e.to }, ...optional('step', e.step)];
    case 'forEach':
      return [{ param: 'source', source: e.source }];
    case 'var':
    case 'varAssign':
    case 'arrayPush':
      return [{ param: 'value', source: e.value }];
    case 'arrayDelete':
      return [{ param: 'index', source: e.index }];
    case 'toast':
      return [...optional('title', e.title), { param: 'text', source: e.text }];
    case 'disableForm':
      return [{ param: 'disabled', source: e.disabled }];
    case 'redirect':
      return [{ param: 'url', source: e.url }];
    case 'arraySearch':
      return [
        { param: 'array', source: e.array },
        { param: 'condition', source: e.condition },
      ];
    case 'functionCall':
      return recordEntries('inputs', e.inputs);
    case 'fetch':
      return [...optional('url', e.url), ...recordEntries('headers', e.headers), ...optional('body', e.body)];
    case 'curl':
      return [
        { param: 'url', source: e.url },
        ...recordEntries('headers', e.headers),
        ...optional('body', e.body),
      ];
    case 'read':
    case 'delete':
      return filterEntries(e.where);
    case 'create':
    case 'createIfNotExist':
    case 'update':
      return [...recordEntries('values', e.values), ...filterEntries(e.where)];
    case 'createProcess':
      return recordEntries('inputs', e.inputs);
    case 'statusProcess':
    case 'checkProcessStep':
      return [{ param: 'requestId', source: e.requestId }];
    default:
      return [];
  }
}

/** The name an expression stores its result into (`into`), if it has one. */
export function intoOf(e: FlowExpression): string | undefined {
  return 'into' in e && typeof e.into === 'string' ? e.into : undefined;
}

/** The variable an expression declares or writes: var/varAssign name, loop variable, arrayPush/arrayDelete target, or into. */
export function targetOf(
  e: FlowExpression,
): { name: string; how: 'declare' | 'assign' | 'loop' | 'into' } | undefined {
  switch (e.type) {
    case 'var':
      return { name: e.name, how: 'declare' };
    case 'varAssign':
      return { name: e.name, how: 'assign' };
    case 'arrayPush':
    case 'arrayDelete':
      return { name: e.array, how: 'assign' };
    case 'for':
    case 'forEach':
      return { name: e.variable, how: 'loop' };
    default: {
      const into = intoOf(e);
      return into === undefined ? undefined : { name: into, how: 'into' };
    }
  }
}
