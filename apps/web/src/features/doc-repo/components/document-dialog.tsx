import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { updateDocRepoBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useUpdateDocument } from '../api/save-document';
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
  const update = useUpdateDocument();
  const [name, setName] = useState(document.name);
  const [folderId, setFolderId] = useState(document.folderId);
  const [errors, setErrors] = useState<FieldErrors<keyof UpdateDocRepoBody>>({});
  const options = useMemo(() => flattenTree(buildFolderTree(folders)), [folders]);

  const handleSave = () => {
    const body = { name: name.trim(), folderId: folderId ?? 0 };
    const found = schemaErrors<keyof UpdateDocRepoBody>(updateDocRepoBody, body);
    setErrors(found);
    if (hasNoErrors(found)) update.mutate({ id: document.id, body }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="document-dialog-title">
      <DialogTitle id="document-dialog-title">{text.editDocument}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          autoFocus
          label={text.documentName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name}
        />
        <TextField
          select
          required
          label={text.folder}
          value={folderId === null ? '' : String(folderId)}
          onChange={(event) => setFolderId(Number(event.target.value))}
          error={errors.folderId !== undefined}
          helperText={errors.folderId}
        >
          {options.map(({ folder, depth }) => (
            <MenuItem key={folder.id} value={String(folder.id)} sx={{ pl: 2 + depth * 2 }}>
              {folder.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.cancel}</Button>
        <Button variant="contained" loading={update.isPending} onClick={handleSave}>
          {messages.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
