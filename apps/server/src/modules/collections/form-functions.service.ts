// A form's own functions (SPEC §3: formInfo.functions, a subform's and a tab's) checked as the functions
// screen checks a stored one: the flow model's parseFunction (sources parse, names are declared, elseif
// and else follow an if). The schema check (formDefinitionError) runs first; this adds what a schema cannot
// see. A refusal names the function by its Persian name and the expression as the designer heads its card
// («اگر ۱.۲»), never by a node id.
import {
  EXPRESSION_LABELS,
  parseFunction,
  toPersianDigits,
  walkFields,
  type FlowExpression,
  type FlowFunction,
  type FormDefinition,
} from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { collectionMessages, functionMessages } from '../../messages/index.js';

interface FunctionList {
  /** The subform or tab holding the list by its Persian name; null for the form's own. */
  owner: string | null;
  functions: readonly FlowFunction[];
}

/** Every function list of a definition: the form's, then its subforms' and tabs' at every level. */
function functionLists(definition: FormDefinition): FunctionList[] {
  const lists: FunctionList[] = [{ owner: null, functions: definition.functions ?? [] }];
  walkFields(definition, (field) => {
    if (field.subform?.functions) lists.push({ owner: field.fname, functions: field.subform.functions });
    for (const tab of field.tabs ?? [])
      if (tab.formInfo.functions) lists.push({ owner: tab.name, functions: tab.formInfo.functions });
  });
  return lists;
}

/** Where node `nodeId` sits as the flow editor heads its card («اگر ۱.۲»), or null when none has that id. */
function placeOf(expressions: readonly FlowExpression[], nodeId: string | null): string | null {
  if (nodeId === null) return null;
  const search = (list: readonly FlowExpression[], at: number[]): string | null => {
    for (const [index, node] of list.entries()) {
      const path = [...at, index + 1];
      if (node.id === nodeId) return `${EXPRESSION_LABELS[node.type]} ${toPersianDigits(path.join('.'))}`;
      const inner = node.children ? search(node.children, path) : null;
      if (inner) return inner;
    }
    return null;
  };
  return search(expressions, []);
}

/** Every problem of the definition's functions as one readable line each; none when they are all fine. */
export function formFunctionProblems(definition: FormDefinition): string[] {
  const lines: string[] = [];
  for (const { owner, functions } of functionLists(definition)) {
    for (const fn of functions) {
      const parsed = parseFunction(fn);
      if (parsed.ok) continue;
      const where = collectionMessages.functionAt(fn.fname, owner);
      for (const d of parsed.diagnostics)
        lines.push(collectionMessages.functionProblem(where, placeOf(fn.expressions, d.nodeId), d.message));
    }
  }
  return lines;
}

/**
 * Refuses a definition one of whose functions the flow model rejects: a Persian 400 whose message is the
 * first problem (with how many more) and whose data lists them all.
 * @throws AppError bad_request
 */
export function assertFormFunctionsValid(definition: FormDefinition): void {
  const lines = formFunctionProblems(definition);
  if (lines.length > 0)
    throw new AppError('bad_request', functionMessages.invalidFunction(lines.length, lines[0]!), lines);
}
