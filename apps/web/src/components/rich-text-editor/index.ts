// The rich-text editor (lazy: TipTap loads only when an editor appears) and the view of stored HTML.
export { LazyRichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorProps } from './types';
export { RichTextView } from './rich-text-view';
