/** Props of the rich-text editor: an HTML string in, an HTML string out. */
export interface RichTextEditorProps {
  /** HTML to edit; a change from outside (e.g. the record loaded) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area, also shown above it. */
  label: string;
  /** An error message shown under the editor. */
  error?: string;
  disabled?: boolean;
}
