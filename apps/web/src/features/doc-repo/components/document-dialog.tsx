import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { updateDocRepoBody } from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField, treeOptions } from '../../../components/select-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveDocument } from '../api/doc-repo-queries';
import { buildFolderTree } from '../folder-tree';
import type { DocRepo, DocRepoFolder, UpdateDocRepoBody } from '../types';
import { docRepoMessages as text } from '../../../lib/messages';

interface DocumentDialogProps {
  document: DocRepo;
  folders: readonly DocRepoFolder[];
  onClose: () => void;
}

/** Renames a document or moves it to another folder the user sees. */
export function DocumentDialog({ document, folders, onClose }: DocumentDialogProps) {
  const save = useSaveDocument();
  const options = useMemo(() => treeOptions(buildFolderTree(folders), (folder) => folder.name), [folders]);
  const form = useSchemaForm<{ name: string; folderId: number | null }, UpdateDocRepoBody>({
    initial: { name: document.name, folderId: document.folderId },
    schema: updateDocRepoBody,
    toBody: ({ name, folderId }) => ({ name: name.trim(), folderId: folderId ?? 0 }),
    onValid: (body) => save.mutate({ id: document.id, body }, { onSuccess: onClose }),
  });
  const { values, set, errors, text: bind } = form;

  return (
    <FormDialog title={text.editDocument} form={form} onClose={onClose} isPending={save.isPending}>
      <TextField required autoFocus label={text.documentName} {...bind('name')} />
      <SelectField
        required
        name="folderId"
        label={text.folder}
        value={values.folderId}
        options={options}
        onChange={(folderId) => set({ folderId })}
        error={errors.folderId !== undefined}
        helperText={errors.folderId}
      />
    </FormDialog>
  );
}
