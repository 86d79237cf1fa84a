// A form's embedded functions sorted for the runtime: which side runs each (SPEC §4, derived here with
// parseFunction, never trusted from the definition) and which ones an event starts.
import {
  formFunctionList,
  parseFunction,
  type CallOnEvent,
  type FlowFunction,
  type FormDefinition,
} from '@darvazeh/shared';

/** What one event of the form starts. */
export interface EventFunctions {
  /** Functions the browser runs, in the definition's order. */
  client: FlowFunction[];
  /** Whether the server has functions of its own for this event (run-element-function runs them all). */
  server: boolean;
}

/** The functions of one form definition. */
export interface FormFunctions {
  /** Whether the form has any function at all (none: the runtime stays out of the way). */
  any: boolean;
  forEvent(event: CallOnEvent, fieldId?: string | null): EventFunctions;
  /** Whether a change of this field starts any function (edits of other fields cost nothing). */
  watches(fieldId: string): boolean;
  /** The Persian name of a function by id, for messages about a server run. */
  nameOf(functionId: string): string | undefined;
}

const matches = (fn: FlowFunction, event: CallOnEvent, fieldId: string | null) =>
  fn.callOn === event && (fn.relatedId ?? null) === fieldId;

/**
 * Sorts every function of a definition (the form's own and its subforms' and tabs' outside tables, as
 * shared `formFunctionList` lists them for run-element-function too). A function that fails its checks
 * stays on the browser's side, so running it reports the diagnostic instead of the server silently
 * skipping it.
 */
export function formFunctions(definition: FormDefinition): FormFunctions {
  const all = formFunctionList(definition).map((raw) => {
    const parsed = parseFunction(raw);
    return parsed.ok ? parsed.fn : { ...raw, isServerSide: false };
  });
  const names = new Map(all.map((fn) => [String(fn.id), fn.fname]));
  return {
    any: all.length > 0,
    forEvent(event, fieldId = null) {
      const matching = all.filter((fn) => matches(fn, event, fieldId));
      return {
        client: matching.filter((fn) => !fn.isServerSide),
        server: matching.some((fn) => fn.isServerSide === true),
      };
    },
    watches: (fieldId) => all.some((fn) => matches(fn, 'change', fieldId)),
    nameOf: (functionId) => names.get(functionId),
  };
}
