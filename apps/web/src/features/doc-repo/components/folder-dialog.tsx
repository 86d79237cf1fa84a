import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { docRepoFolderBody } from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField, toOptions, treeOptions } from '../../../components/select-field';
import { possibleParents } from '../../../lib/tree';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveFolder } from '../api/doc-repo-queries';
import { buildFolderTree } from '../folder-tree';
import type { DocRepoFolder, DocRepoFolderBody, UnitChoice } from '../types';
import { commonMessages, docRepoMessages as text } from '../../../lib/messages';

interface FolderDialogProps {
  /** The folder to rename or move; null makes a new one under `parentId`. */
  folder: DocRepoFolder | null;
  parentId: number | null;
  folders: readonly DocRepoFolder[];
  units: readonly UnitChoice[];
  /** Whether the folder may be shared (no unit): Admins only; others must give it one of their units. */
  isSharedAllowed: boolean;
  onClose: () => void;
  onSaved?: (folder: DocRepoFolder) => void;
}

/** Creates, renames or moves a folder: name, parent (never itself or below) and, at a shared parent, the unit. */
export function FolderDialog({
  folder,
  parentId,
  folders,
  units,
  isSharedAllowed,
  onClose,
  onSaved,
}: FolderDialogProps) {
  const save = useSaveFolder();
  const parentUnitOf = (id: number | null) => folders.find((f) => f.id === id)?.unitId ?? null;
  const form = useSchemaForm<DocRepoFolderBody>({
    initial: {
      name: folder?.name ?? '',
      parentId: folder ? folder.parentId : parentId,
      unitId: folder?.unitId ?? (isSharedAllowed ? null : (units[0]?.id ?? null)),
    },
    schema: docRepoFolderBody,
    // A folder below another stays in its parent's unit.
    toBody: (values) => ({
      ...values,
      name: values.name.trim(),
      unitId: parentUnitOf(values.parentId) ?? values.unitId,
    }),
    extraErrors: (_values, body) =>
      !isSharedAllowed && body.unitId === null ? { unitId: text.unitRequired } : {},
    onValid: (body) =>
      save.mutate(
        { ...(folder && { id: folder.id }), body },
        {
          onSuccess: (saved) => {
            onSaved?.(saved);
            onClose();
          },
        },
      ),
  });
  const { values, set, errors, text: bind } = form;
  const parents = useMemo(
    () => treeOptions(buildFolderTree(possibleParents(folders, folder?.id ?? null)), (option) => option.name),
    [folder, folders],
  );
  const parentUnit = parentUnitOf(values.parentId);
  const title = folder ? text.editFolder : parentId === null ? text.newFolder : text.newSubfolder;

  return (
    <FormDialog title={title} form={form} onClose={onClose} isPending={save.isPending}>
      <TextField required autoFocus label={text.folderName} {...bind('name')} />
      <SelectField
        name="parentId"
        label={text.parent}
        value={values.parentId}
        options={parents}
        noneLabel={text.noParent}
        onChange={(parentId) => set({ parentId })}
      />
      <SelectField
        name="unitId"
        label={commonMessages.unit}
        value={parentUnit ?? values.unitId}
        options={toOptions(units, (unit) => unit.name)}
        noneLabel={isSharedAllowed ? text.sharedUnit : undefined}
        disabled={parentUnit !== null}
        error={errors.unitId !== undefined}
        helperText={parentUnit !== null ? text.unitFromParent : errors.unitId}
        onChange={(unitId) => set({ unitId })}
      />
    </FormDialog>
  );
}
