// What a form's own functions may name, read from the definition being designed, and what the designer
// stores with them. A function reads the form's top-level answers by English name (ename) or id, and
// switches any subform outside a table; it runs on a change of any field that holds an answer, or on a
// click of a button, at any depth. Stored functions carry the form's fields (SPEC §3 Function formFields,
// so enames resolve when it runs) and the derived isServerSide and usedFieldInfos, refreshed on every save.
import {
  flowFunctionSchema,
  isDisplayOnly,
  withDerivedSide,
  type CallOnEvent,
  type FieldType,
  type FlowField,
  type FlowFunction,
  type FormDefinition,
  type FormField,
} from '@darvazeh/shared';
import { flowProblemCount, type FlowEditorField } from '../../components/flow-editor';
import { collectionMessages, functionMessages } from '../../lib/messages';

/** A field a function may be started by: its id, its Persian name (with where it sits) and type. */
export interface WatchableField {
  id: string;
  label: string;
  type: FieldType;
}

/** Whether a function of `callOn` runs for one field (relatedId): a change of it, or a click on it. */
export const needsField = (callOn: CallOnEvent): boolean => callOn === 'change' || callOn === 'click';

/** Visits every field below `fields` with the Persian name of the list holding it (null: the form). */
function walk(
  fields: readonly FormField[],
  visit: (field: FormField, parent: string | null, inTable: boolean) => void,
  parent: string | null = null,
  inTable = false,
): void {
  for (const field of fields) {
    visit(field, parent, inTable);
    const below = inTable || field.type === 'table';
    if (field.subform) walk(field.subform.formFields, visit, field.fname, below);
    for (const tab of field.tabs ?? []) walk(tab.formInfo.formFields, visit, tab.name, below);
  }
}

/**
 * The fields the flow editor offers: the form's top-level fields that hold an answer (read by ename in
 * sources, written by varAssign), then the subforms below them outside tables (shown and hidden by id;
 * no ename, so a nested name never shadows a top-level one).
 */
export function flowFieldsOf(formFields: readonly FormField[]): FlowEditorField[] {
  const top = formFields
    .filter((field) => !isDisplayOnly(field.type))
    .map(({ id, fname, ename, type }) => ({ id, fname, ename, type }));
  const nested: FlowEditorField[] = [];
  walk(formFields, (field, parent, inTable) => {
    if (parent !== null && field.type === 'subform' && !inTable)
      nested.push({ id: field.id, fname: field.fname, ename: '', type: field.type });
  });
  return [...top, ...nested];
}

/** The fields whose change (any field holding an answer) or click (a button) can start a function. */
export function watchableFields(formFields: readonly FormField[], callOn: CallOnEvent): WatchableField[] {
  const found: WatchableField[] = [];
  walk(formFields, (field, parent) => {
    const fits = callOn === 'click' ? field.type === 'button' : !isDisplayOnly(field.type);
    if (!fits) return;
    const name = field.fname || collectionMessages.fieldTypes[field.type];
    found.push({
      id: field.id,
      label: parent === null ? name : collectionMessages.functions.nested(name, parent),
      type: field.type,
    });
  });
  return found;
}

/** What is wrong with a function's name and field, in Persian (its flow editor shows the rest on its cards). */
export function headerProblems(
  fn: FlowFunction,
  watchable: (callOn: CallOnEvent) => readonly WatchableField[],
): { fname?: string; relatedId?: string } {
  const problems: { fname?: string; relatedId?: string } = {};
  if (fn.fname.trim() === '') problems.fname = functionMessages.editor.required(functionMessages.name);
  if (needsField(fn.callOn)) {
    if (!fn.relatedId) problems.relatedId = functionMessages.editor.choose(functionMessages.form.relatedId);
    else if (!watchable(fn.callOn).some((field) => field.id === fn.relatedId))
      problems.relatedId = collectionMessages.functions.relatedGone;
  }
  return problems;
}

/** Every problem of one function as Persian sentences: its name, its field, then how many its steps have. */
export function functionProblems(
  fn: FlowFunction,
  fields: readonly FlowEditorField[],
  watchable: (callOn: CallOnEvent) => readonly WatchableField[],
): string[] {
  const { fname, relatedId } = headerProblems(fn, watchable);
  const problems = [fname, relatedId].filter((problem) => problem !== undefined);
  const flow = flowProblemCount(fn.expressions, fields);
  if (flow > 0) problems.push(collectionMessages.functions.flowProblems(flow));
  return problems;
}

/** Every problem of the definition's functions the designer edits, one line per function. */
export function designFunctionProblems(definition: FormDefinition): string[] {
  const fields = flowFieldsOf(definition.formFields);
  const byEvent = new Map<CallOnEvent, WatchableField[]>();
  const watchable = (callOn: CallOnEvent) => {
    if (!byEvent.has(callOn)) byEvent.set(callOn, watchableFields(definition.formFields, callOn));
    return byEvent.get(callOn)!;
  };
  const lines: string[] = [];
  const check = (functions: readonly FlowFunction[]) => {
    for (const fn of functions) {
      const problems = functionProblems(fn, fields, watchable);
      if (problems.length > 0) lines.push(collectionMessages.functions.issue(fn.fname, problems.join(' ')));
    }
  };
  check(definition.functions ?? []);
  walk(definition.formFields, (field) => {
    check(field.subform?.functions ?? []);
    for (const tab of field.tabs ?? []) check(tab.formInfo.functions ?? []);
  });
  return lines;
}

/** The fields a stored function carries: the editor's, a nested subform without an ename. */
function storedFields(fields: readonly FlowEditorField[]): FlowField[] {
  return fields.map(({ id, fname, ename, type }) =>
    ename ? { id, fname, ename, type } : { id, fname, type },
  );
}

/** Whether any function list sits anywhere in the definition. */
function hasFunctionLists(definition: FormDefinition): boolean {
  let found = definition.functions !== undefined;
  walk(definition.formFields, (field) => {
    if (field.subform?.functions || field.tabs?.some((tab) => tab.formInfo.functions)) found = true;
  });
  return found;
}

/**
 * The definition with every function list (the form's, its subforms' and its tabs', at every level)
 * passed through `map`; the same object when it has none.
 */
export function mapFunctionLists(
  definition: FormDefinition,
  map: (functions: FlowFunction[]) => FlowFunction[],
): FormDefinition {
  if (!hasFunctionLists(definition)) return definition;
  const inForm = (form: FormDefinition): FormDefinition => ({
    ...form,
    formFields: form.formFields.map(inField),
    ...(form.functions && { functions: map(form.functions) }),
  });
  const inField = (field: FormField): FormField => {
    let next = field;
    if (field.subform) {
      const { formFields, functions } = inForm(field.subform);
      next = { ...next, subform: { ...field.subform, formFields, ...(functions && { functions }) } };
    }
    if (field.tabs)
      next = { ...next, tabs: field.tabs.map((tab) => ({ ...tab, formInfo: inForm(tab.formInfo) })) };
    return next;
  };
  return inForm(definition);
}

/**
 * The definition as it is saved: every function with the form's fields (so enames resolve when it runs)
 * and its derived side and used fields (SPEC §3, §4).
 */
export function withFunctionFields(definition: FormDefinition): FormDefinition {
  const formFields = storedFields(flowFieldsOf(definition.formFields));
  return mapFunctionLists(definition, (functions) =>
    functions.map((fn) => withDerivedSide({ ...fn, formFields })),
  );
}

/** The definition as the preview runs it: saved-like, without the functions the schema still refuses. */
export function previewDefinition(definition: FormDefinition): FormDefinition {
  const checked = mapFunctionLists(definition, (functions) =>
    functions.filter((fn) => flowFunctionSchema.safeParse(fn).success),
  );
  return withFunctionFields(checked);
}
