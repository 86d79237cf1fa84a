import { createContext, useContext } from 'react';
import type { CallOnEvent } from '@darvazeh/shared';
import type { FlowEditorField } from '../../components/flow-editor';
import type { WatchableField } from './function-fields';

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

/** The designer's function context; null where the designer edits no functions (a service's form). */
export function useFunctionsContext(): FunctionsContextValue | null {
  return useContext(FunctionsContext);
}
