import { createContext, useContext, useMemo } from 'react';
import type { CallOnEvent, FormField } from '@darvazeh/shared';
import type { FlowEditorField } from '../../components/flow-editor';
import { flowFieldsOf, watchableFields, type WatchableField } from './function-fields';

/**
 * What the function editors of one designer share, read from the form's fields: the fields the flow
 * editor offers and those that can start a function. Kept apart from DesignerContext, so a field edit
 * re-renders the open function editors, not every field row.
 */
export interface FunctionsContextValue {
  fields: readonly FlowEditorField[];
  watchable: (callOn: CallOnEvent) => readonly WatchableField[];
  /** The function added last (functionKey), opened when its row appears. */
  lastAddedFunction: string | undefined;
}

export const FunctionsContext = createContext<FunctionsContextValue | null>(null);

/** The designer's function context; null outside a designer that edits functions. */
export function useFunctionsContext(): FunctionsContextValue | null {
  return useContext(FunctionsContext);
}

/** The function context of a designer editing `formFields`, whose last added function is `lastAddedFunction`. */
export function useFunctionsContextValue(
  formFields: readonly FormField[],
  lastAddedFunction: string | undefined,
): FunctionsContextValue {
  return useMemo(() => {
    const byEvent = new Map<CallOnEvent, WatchableField[]>();
    return {
      fields: flowFieldsOf(formFields),
      watchable: (callOn) => {
        if (!byEvent.has(callOn)) byEvent.set(callOn, watchableFields(formFields, callOn));
        return byEvent.get(callOn)!;
      },
      lastAddedFunction,
    };
  }, [formFields, lastAddedFunction]);
}
