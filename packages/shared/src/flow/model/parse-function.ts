// One entry for a function arriving from outside (an editor save, an import): the schema, then
// validateFunction, then the derived fields. Schema issues become diagnostics that name the expression
// they sit in, so the editor can highlight the node.
import type { FlowDiagnostic } from '../errors.js';
import { RUN_MESSAGES } from '../messages.js';
import { flowFunctionSchema, type FlowFunction } from './function-schema.js';
import { withDerivedSide, type ServerSideOptions } from './server-side.js';
import { validateFunction, type ValidateOptions } from './validate-function.js';

/** The answer of `parseFunction`: the checked function with derived fields, or every diagnostic found. */
export type ParseFunctionResult =
  { ok: true; fn: FlowFunction } | { ok: false; diagnostics: FlowDiagnostic[] };

/** Most schema issues reported at once. */
const MAX_SCHEMA_ISSUES = 20;

/** The id of the innermost expression a path into the raw input passes through, or null. */
function nodeIdAt(input: unknown, path: readonly PropertyKey[]): string | null {
  let here: unknown = input;
  let nodeId: string | null = null;
  for (const [i, part] of path.entries()) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, part)) break;
    here = (here as Record<PropertyKey, unknown>)[part];
    const parent = path[i - 1];
    const inTree = parent === 'expressions' || parent === 'children';
    if (inTree && typeof here === 'object' && here !== null && Object.hasOwn(here, 'id')) {
      const id: unknown = (here as Record<string, unknown>).id;
      if (typeof id === 'string') nodeId = id;
    }
  }
  return nodeId;
}

/** Writes a zod path as `expressions[0].children[2].condition`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

/** Checks an untrusted function (schema, then validateFunction) and returns it with isServerSide and usedFieldInfos derived. */
export function parseFunction(
  input: unknown,
  options: ValidateOptions & ServerSideOptions = {},
): ParseFunctionResult {
  const parsed = flowFunctionSchema.safeParse(input);
  if (!parsed.success) {
    const diagnostics = parsed.error.issues.slice(0, MAX_SCHEMA_ISSUES).map((issue) => ({
      nodeId: nodeIdAt(input, issue.path),
      message: RUN_MESSAGES.invalidFunction(pathText(issue.path), issue.message),
    }));
    return { ok: false, diagnostics };
  }
  const diagnostics = validateFunction(parsed.data, options);
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return { ok: true, fn: withDerivedSide(parsed.data, options) };
}
