// The form renderer (issue #6): every field type of a form definition, steps, the confirm step and the
// SPEC §5 check before submit. Only the lazy wrapper is exported here, so importing this module never
// pulls the renderer into a page's chunk; code that must render it eagerly (inside an already lazy
// chunk) imports `FormRenderer` from './renderer/form-renderer'.
export { LazyFormRenderer } from './renderer/lazy-form-renderer';
export type { FormRendererProps } from './renderer/form-renderer';
export { FormRenderProbeContext } from './renderer/form-store';
export { LazyJalaliPicker } from './renderer/fields/lazy-jalali-picker';
export type { JalaliPickerProps } from './renderer/fields/jalali-picker';
