import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { docRepoFolderBody } from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveFolder } from '../api/doc-repo-queries';
import { buildFolderTree, flattenTree, subtreeIds } from '../folder-tree';
import { docRepoMessages as text } from '../messages';
import type { DocRepoFolder, DocRepoFolderBody, UnitChoice } from '../types';

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

const NONE = '';
const toSelect = (id: number | null) => (id === null ? NONE : String(id));
const fromSelect = (value: string) => (value === NONE ? null : Number(value));

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
  const { values, set, errors, text: bind, submit, formRef } = form;
  const parents = useMemo(() => {
    const blocked = folder ? subtreeIds(folders, folder.id) : new Set<number>();
    return flattenTree(buildFolderTree(folders)).filter((node) => !blocked.has(node.folder.id));
  }, [folder, folders]);
  const parentUnit = parentUnitOf(values.parentId);
  const title = folder ? text.editFolder : parentId === null ? text.newFolder : text.newSubfolder;

  return (
    <FormDialog
      title={title}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      isPending={save.isPending}
    >
      <TextField required autoFocus label={text.folderName} {...bind('name')} />
      <TextField
        select
        name="parentId"
        label={text.parent}
        value={toSelect(values.parentId)}
        onChange={(event) => set({ parentId: fromSelect(event.target.value) })}
      >
        <MenuItem value={NONE}>{text.noParent}</MenuItem>
        {parents.map(({ folder: option, depth }) => (
          <MenuItem key={option.id} value={String(option.id)} sx={{ pl: 2 + depth * 2 }}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="unitId"
        label={text.unit}
        value={toSelect(parentUnit ?? values.unitId)}
        disabled={parentUnit !== null}
        error={errors.unitId !== undefined}
        helperText={parentUnit !== null ? text.unitFromParent : errors.unitId}
        onChange={(event) => set({ unitId: fromSelect(event.target.value) })}
      >
        {isSharedAllowed && <MenuItem value={NONE}>{text.sharedUnit}</MenuItem>}
        {units.map((unit) => (
          <MenuItem key={unit.id} value={String(unit.id)}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
