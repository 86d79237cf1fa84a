import { filePathKey, type UploadedFile } from '@darvazeh/shared';
import { FileUploadField } from '../../../../components/file-upload-field';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { joinKey, useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A file or image through the file service: choosing fills `{id}` with the file's name, a finished
 * upload fills `{id}-path` with the stored file's id. A chosen file whose upload failed keeps `{id}`
 * without `{id}-path`: the form check then warns that it is ignored.
 */
export function FileField(props: FieldProps) {
  const { field, base } = props;
  const { readOnly } = useFormScope();
  const [name, setName] = useAnswer(answerKey(props));
  const [path, setPath] = useAnswer(joinKey(base, filePathKey(field.id)));

  const choose = (file: File) => {
    setName(file.name);
    setPath(null);
  };
  const change = (id: string | null, file?: UploadedFile) => {
    setPath(id);
    setName(id === null ? null : (file?.name ?? name));
  };
  const common = {
    label: field.fname,
    name: field.ename,
    value: text(path),
    onChange: change,
    onChoose: choose,
    required: field.required ?? false,
    readOnly,
  };
  return field.type === 'image' ? (
    <ImageUploadField {...common} />
  ) : (
    <FileUploadField {...common} fileName={text(name)} />
  );
}
