import { createContext, useContext } from 'react';
import type { ExpressionType } from '@darvazeh/shared';
import type { FlowDiagnostics, ParamNamer } from './flow-diagnostics';

/** A field the function reads: stored by id, shown by its Persian name. */
export interface FlowEditorField {
  id: string;
  fname: string;
  ename: string;
  type: string;
}

/** A data collection a record expression may name; its fields, when known, are offered as keys. */
export interface FlowEditorCollection {
  id: number | string;
  fname: string;
  fields?: readonly { id: string; fname: string }[];
}

/** A stored function another one may call. */
export interface FlowEditorFunction {
  id: number;
  fname: string;
}

/** A service whose process createProcess starts or elementPassCount counts (خدمت). */
export interface FlowEditorService {
  id: number;
  fname: string;
}

/** An outside web service a fetch may name (externalservice): its path goes in the fetch's url. */
export interface FlowEditorExternalService {
  id: number;
  fname: string;
}

/** A stored query a read may name (پرس‌وجوی ذخیره‌شده). */
export interface FlowEditorQuery {
  id: number;
  fname: string;
}

/** A change to the tree, made by a card. */
export type FlowAction =
  | { kind: 'patch'; id: string; params: Readonly<Record<string, unknown>> }
  | { kind: 'remove'; id: string }
  | { kind: 'move'; id: string; delta: -1 | 1 }
  | { kind: 'append'; parentId: string | null; type: ExpressionType };

/** What every card of one editor reads: the choices, the problems, the steps a run took, and how to change the tree. */
export interface FlowEditorContextValue {
  fields: readonly FlowEditorField[];
  collections: readonly FlowEditorCollection[];
  functions: readonly FlowEditorFunction[];
  queries: readonly FlowEditorQuery[];
  services: readonly FlowEditorService[];
  externalServices: readonly FlowEditorExternalService[];
  diagnostics: FlowDiagnostics;
  /** Nodes a test run went through (highlighted). */
  activeIds: ReadonlySet<string>;
  nameParam: ParamNamer;
  dispatch: (action: FlowAction) => void;
}

export const FlowEditorContext = createContext<FlowEditorContextValue | null>(null);

/** The editor's shared state; only cards inside a FlowEditor call it. */
export function useFlowEditor(): FlowEditorContextValue {
  const value = useContext(FlowEditorContext);
  if (!value) throw new Error('useFlowEditor outside FlowEditor');
  return value;
}
