// The flow editor's public face: the lazy editor and the types a page passes it. Import the editor itself
// (./flow-editor) only where it is already in a lazy chunk, such as tests.
export { LazyFlowEditor } from './lazy-flow-editor';
export type { FlowEditorProps } from './flow-editor';
export type { FlowEditorCollection, FlowEditorField, FlowEditorFunction } from './flow-editor-context';
