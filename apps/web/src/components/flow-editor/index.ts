// The flow editor's public face: the lazy editor, the types a page passes it, and the checks a page
// needs before saving (no React or MUI of the editor comes with them). Import the editor itself
// (./flow-editor) only where it is already in a lazy chunk, such as tests.
import type { FlowExpression, FlowField } from '@darvazeh/shared';
import { diagnoseFlow, paramNamer } from './flow-diagnostics';

export { LazyFlowEditor } from './lazy-flow-editor';
export type { FlowEditorProps } from './flow-editor';
export type {
  FlowEditorCollection,
  FlowEditorField,
  FlowEditorFunction,
  FlowEditorQuery,
  FlowEditorService,
} from './flow-editor-context';
export { expressionPaths } from './flow-tree';

/** How many problems the editor shows for `expressions` (0: the server will accept the tree). */
export function flowProblemCount(
  expressions: readonly FlowExpression[],
  fields: readonly FlowField[],
): number {
  return diagnoseFlow(
    expressions,
    fields,
    paramNamer(() => undefined),
  ).count;
}
export { FunctionSideChip } from './function-side-chip';
