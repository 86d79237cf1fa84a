import TextField from '@mui/material/TextField';
import { createDocRepoBody } from '@darvazeh/shared';
import { FileUploadField } from '../../../components/file-upload-field';
import { FormDialog } from '../../../components/form-dialog';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveDocument } from '../api/doc-repo-queries';
import type { CreateDocRepoBody, DocRepoFolder } from '../types';
import { docRepoMessages as text } from '../../../lib/messages';

/** The name a document gets from its file: the file name without its extension. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

/** Uploads a file (use `document`) and stores it as a document of `folder`, named as the user says. */
export function UploadDialog({ folder, onClose }: { folder: DocRepoFolder; onClose: () => void }) {
  const save = useSaveDocument();
  const form = useSchemaForm<{ name: string; fileId: string | null }, CreateDocRepoBody>({
    initial: { name: '', fileId: null },
    schema: createDocRepoBody,
    toBody: ({ name, fileId }) => ({ name: name.trim(), folderId: folder.id, fileId: fileId ?? '' }),
    extraErrors: ({ fileId }) => (fileId === null ? { fileId: text.fileRequired } : {}),
    onValid: (body) => save.mutate({ body }, { onSuccess: onClose }),
  });
  const { values, set, errors, text: bind } = form;

  return (
    <FormDialog
      title={`${text.upload} — ${folder.name}`}
      form={form}
      onClose={onClose}
      isPending={save.isPending}
    >
      <FileUploadField
        label={text.file}
        name="document"
        use="document"
        required
        value={values.fileId}
        onChange={(fileId, file) =>
          set({ fileId, ...(file && values.name.trim() === '' && { name: nameFromFile(file.name) }) })
        }
        error={errors.fileId !== undefined}
        helperText={errors.fileId}
      />
      <TextField required label={text.documentName} {...bind('name')} />
    </FormDialog>
  );
}
