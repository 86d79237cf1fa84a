import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { useDeleteFolder } from '../api/doc-repo-queries';
import { flattenTree } from '../../../lib/tree';
import { buildFolderTree } from '../folder-tree';
import { canManage } from '../permissions';
import type { DocRepoFolder, UnitChoice, UnitChoices } from '../types';
import { FolderDialog } from './folder-dialog';
import { docRepoMessages as text } from '../../../lib/messages';

interface FolderPaneProps {
  folders: readonly DocRepoFolder[];
  units: readonly UnitChoice[];
  unitChoices: UnitChoices;
  selected: DocRepoFolder | null;
  onSelect: (id: number | null) => void;
}

type Editing = { folder: DocRepoFolder | null; parentId: number | null } | null;

/**
 * The folder tree, with new folder, new subfolder, edit (rename, move, unit) and delete; edit and delete
 * only on folders the user manages (an Employee's shared folders are read-only).
 */
export function FolderPane({ folders, units, unitChoices, selected, onSelect }: FolderPaneProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteConfirm(
    useDeleteFolder(),
    { title: text.deleteFolder, text: (folder: DocRepoFolder) => text.deleteFolderText(folder.name) },
    () => onSelect(null),
  );
  const rows = useMemo(() => flattenTree(buildFolderTree(folders)), [folders]);
  const isManaged = selected !== null && canManage(unitChoices, selected.unitId);
  // An Employee's new folders belong to one of their units, so one with no unit makes none.
  const canCreate = unitChoices === 'all' || units.length > 0;
  const unitName = (id: number | null) =>
    id === null ? text.sharedUnit : units.find((u) => u.id === id)?.name;

  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          disabled={!canCreate}
          startIcon={<CreateNewFolderOutlined />}
          onClick={() => setEditing({ folder: null, parentId: null })}
        >
          {text.newFolder}
        </Button>
        <Button
          size="small"
          disabled={!selected || !canCreate}
          startIcon={<CreateNewFolderOutlined />}
          onClick={() => selected && setEditing({ folder: null, parentId: selected.id })}
        >
          {text.newSubfolder}
        </Button>
        <Button
          size="small"
          disabled={!isManaged}
          startIcon={<DriveFileRenameOutlineOutlined />}
          onClick={() => selected && setEditing({ folder: selected, parentId: selected.parentId })}
        >
          {text.editFolder}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={!isManaged}
          startIcon={<DeleteOutlined />}
          onClick={() => selected && deleting.ask(selected)}
        >
          {text.deleteFolder}
        </Button>
      </Box>
      {rows.length === 0 && <Typography color="text.secondary">{text.noFolders}</Typography>}
      <List dense aria-label={text.folders}>
        {rows.map(({ item: folder, depth }) => {
          const isSelected = folder.id === selected?.id;
          return (
            <ListItemButton
              key={folder.id}
              selected={isSelected}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(folder.id)}
              sx={{ pl: 1 + depth * 3, borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {isSelected ? <FolderOpenOutlined color="primary" /> : <FolderOutlined />}
              </ListItemIcon>
              <ListItemText primary={folder.name} secondary={unitName(folder.unitId)} />
            </ListItemButton>
          );
        })}
      </List>
      {editing && (
        <FolderDialog
          folder={editing.folder}
          parentId={editing.parentId}
          folders={folders}
          units={units}
          isSharedAllowed={unitChoices === 'all'}
          onClose={() => setEditing(null)}
          onSaved={(saved) => onSelect(saved.id)}
        />
      )}
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
