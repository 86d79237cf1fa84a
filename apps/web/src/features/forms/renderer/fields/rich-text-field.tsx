import { LazyRichTextEditor } from '../../../../components/rich-text-editor';
import { useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';

/**
 * Rich text in the lazy TipTap editor; the answer is HTML, sanitised by the server when stored. Read-only
 * forms show it in the disabled editor, never as raw HTML (an unsaved answer is not sanitised yet).
 */
export function RichTextField(props: FieldProps) {
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  return (
    <LazyRichTextEditor
      label={props.field.fname}
      value={typeof value === 'string' ? value : ''}
      onChange={(html) => setValue(html === '' || html === '<p></p>' ? null : html)}
      disabled={readOnly}
    />
  );
}
