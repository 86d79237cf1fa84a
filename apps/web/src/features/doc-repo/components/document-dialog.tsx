import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { updateDocRepoBody } from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveDocument } from '../api/doc-repo-queries';
import { buildFolderTree, flattenTree } from '../folder-tree';
import { docRepoMessages as text } from '../messages';
import type { DocRepo, DocRepoFolder, UpdateDocRepoBody } from '../types';

interface DocumentDialogProps {
  document: DocRepo;
  folders: readonly DocRepoFolder[];
  onClose: () => void;
}

/** Renames a document or moves it to another folder the user sees. */
export function DocumentDialog({ document, folders, onClose }: DocumentDialogProps) {
  const save = useSaveDocument();
  const options = useMemo(() => flattenTree(buildFolderTree(folders)), [folders]);
  const form = useSchemaForm<{ name: string; folderId: number | null }, UpdateDocRepoBody>({
    initial: { name: document.name, folderId: document.folderId },
    schema: updateDocRepoBody,
    toBody: ({ name, folderId }) => ({ name: name.trim(), folderId: folderId ?? 0 }),
    onValid: (body) => save.mutate({ id: document.id, body }, { onSuccess: onClose }),
  });
  const { values, set, errors, text: bind, submit, formRef } = form;

  return (
    <FormDialog
      title={text.editDocument}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      isPending={save.isPending}
    >
      <TextField required autoFocus label={text.documentName} {...bind('name')} />
      <TextField
        select
        required
        name="folderId"
        label={text.folder}
        value={values.folderId === null ? '' : String(values.folderId)}
        onChange={(event) => set({ folderId: Number(event.target.value) })}
        error={errors.folderId !== undefined}
        helperText={errors.folderId}
      >
        {options.map(({ folder, depth }) => (
          <MenuItem key={folder.id} value={String(folder.id)} sx={{ pl: 2 + depth * 2 }}>
            {folder.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
