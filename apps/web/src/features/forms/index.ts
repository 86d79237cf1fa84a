// The form renderer (issue #6): every field type of a form definition, steps, the confirm step and the
// SPEC §5 check before submit. Pages should mount LazyFormRenderer so none of it is in the first bundle.
export { LazyFormRenderer } from './renderer/lazy-form-renderer';
export { FormRenderer, FormRenderProbeContext, type FormRendererProps } from './renderer/form-renderer';
