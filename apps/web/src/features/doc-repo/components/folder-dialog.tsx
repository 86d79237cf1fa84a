import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { docRepoFolderBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useSaveFolder } from '../api/save-folder';
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
  const [values, setValues] = useState<DocRepoFolderBody>({
    name: folder?.name ?? '',
    parentId: folder ? folder.parentId : parentId,
    unitId: folder?.unitId ?? (isSharedAllowed ? null : (units[0]?.id ?? null)),
  });
  const [errors, setErrors] = useState<FieldErrors<keyof DocRepoFolderBody>>({});
  const parents = useMemo(() => {
    const blocked = folder ? subtreeIds(folders, folder.id) : new Set<number>();
    return flattenTree(buildFolderTree(folders)).filter((node) => !blocked.has(node.folder.id));
  }, [folder, folders]);
  const parentUnit = folders.find((f) => f.id === values.parentId)?.unitId ?? null;
  const title = folder ? text.editFolder : parentId === null ? text.newFolder : text.newSubfolder;

  const handleSave = () => {
    const body = { ...values, name: values.name.trim(), unitId: parentUnit ?? values.unitId };
    const found = schemaErrors<keyof DocRepoFolderBody>(docRepoFolderBody, body);
    if (!isSharedAllowed && body.unitId === null) found.unitId = text.unitRequired;
    setErrors(found);
    if (!hasNoErrors(found)) return;
    save.mutate(
      { ...(folder && { id: folder.id }), body },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="folder-dialog-title">
      <DialogTitle id="folder-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          autoFocus
          label={text.folderName}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name !== undefined}
          helperText={errors.name}
        />
        <TextField
          select
          label={text.parent}
          value={toSelect(values.parentId)}
          onChange={(event) => setValues({ ...values, parentId: fromSelect(event.target.value) })}
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
          label={text.unit}
          value={toSelect(parentUnit ?? values.unitId)}
          disabled={parentUnit !== null}
          error={errors.unitId !== undefined}
          helperText={parentUnit !== null ? text.unitFromParent : errors.unitId}
          onChange={(event) => setValues({ ...values, unitId: fromSelect(event.target.value) })}
        >
          {isSharedAllowed && <MenuItem value={NONE}>{text.sharedUnit}</MenuItem>}
          {units.map((unit) => (
            <MenuItem key={unit.id} value={String(unit.id)}>
              {unit.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.cancel}</Button>
        <Button variant="contained" loading={save.isPending} onClick={handleSave}>
          {messages.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
