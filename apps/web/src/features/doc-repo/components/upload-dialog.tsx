import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { createDocRepoBody } from '@darvazeh/shared';
import { FileUploadField } from '../../../components/file-upload-field';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useCreateDocument } from '../api/save-document';
import { docRepoMessages as text } from '../messages';
import type { CreateDocRepoBody, DocRepoFolder } from '../types';

/** The name a document gets from its file: the file name without its extension. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

/** Uploads a file (use `document`) and stores it as a document of `folder`, named as the user says. */
export function UploadDialog({ folder, onClose }: { folder: DocRepoFolder; onClose: () => void }) {
  const create = useCreateDocument();
  const [fileId, setFileId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof CreateDocRepoBody>>({});

  const handleSave = () => {
    const body = { name: name.trim(), folderId: folder.id, fileId: fileId ?? '' };
    const found = schemaErrors<keyof CreateDocRepoBody>(createDocRepoBody, body);
    if (fileId === null) found.fileId = text.fileRequired;
    setErrors(found);
    if (hasNoErrors(found)) create.mutate(body, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="upload-dialog-title">
      <DialogTitle id="upload-dialog-title">
        {text.uploadTitle} — {folder.name}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <FileUploadField
          label={text.file}
          name="document"
          use="document"
          required
          value={fileId}
          onChange={(id, file) => {
            setFileId(id);
            if (file && name.trim() === '') setName(nameFromFile(file.name));
          }}
          error={errors.fileId !== undefined}
          helperText={errors.fileId}
        />
        <TextField
          required
          label={text.documentName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.cancel}</Button>
        <Button variant="contained" loading={create.isPending} onClick={handleSave}>
          {messages.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
