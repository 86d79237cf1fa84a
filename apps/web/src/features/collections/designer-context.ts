import { createContext, useContext, type Dispatch } from 'react';
import type { FormStep } from '@darvazeh/shared';
import type { DesignerAction } from './designer-state';

/** What every part of the designer shares: the reducer's dispatch (stable) and the form's steps. */
export interface DesignerContextValue {
  dispatch: Dispatch<DesignerAction>;
  steps: readonly FormStep[];
  lastAddedId: string | undefined;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

/** The designer's shared state; only inside CollectionDesigner. */
export function useDesigner(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('useDesigner outside CollectionDesigner');
  return value;
}
