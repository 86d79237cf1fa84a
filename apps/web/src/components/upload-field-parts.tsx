// What the file and image upload fields share: their props, their label, the pick button with its hidden
// input (driving lib/use-file-upload.ts), and the remove button.
import type { ChangeEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { UploadedFile } from '@darvazeh/shared';
import type { FileUploadState } from '../lib/use-file-upload';
import { commonMessages } from '../lib/messages';

/** The props both upload fields take. */
export interface UploadFieldProps {
  label: string;
  /** The file id, or null when there is none. */
  value: string | null;
  /** Called with the new file id (and the stored file) after an upload, or null when removed. */
  onChange: (id: string | null, file?: UploadedFile) => void;
  /** Told of a file as soon as it is chosen, before its upload ends (or fails). */
  onChoose?: (file: File) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** A read-only view: the file as a link (an image as its preview), no upload or remove button. */
  readOnly?: boolean;
  error?: boolean;
  helperText?: string;
}

/** The field's label, tied to its file input (plain text on a read-only view, which has none). */
export function UploadLabel({
  inputId,
  label,
  required,
  error,
  readOnly,
}: { inputId: string } & UploadFieldProps) {
  return (
    <Typography
      component={readOnly ? 'span' : 'label'}
      htmlFor={readOnly ? undefined : inputId}
      variant="body2"
      color={error ? 'error' : 'text.secondary'}
    >
      {label}
      {required && ' *'}
    </Typography>
  );
}

interface PickButtonProps {
  inputId: string;
  name?: string;
  accept: string;
  icon: ReactNode;
  disabled: boolean;
  upload: FileUploadState;
  onChoose?: (file: File) => void;
  children: ReactNode;
}

/** The outlined button that opens the file picker and uploads the chosen file. */
export function PickButton({
  inputId,
  name,
  accept,
  icon,
  disabled,
  upload,
  onChoose,
  children,
}: PickButtonProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    onChoose?.(file);
    void upload.pick(file);
  };
  return (
    <Button component="label" variant="outlined" size="small" startIcon={icon} disabled={disabled}>
      {children}
      <input
        id={inputId}
        type="file"
        name={name}
        hidden
        accept={accept}
        disabled={disabled}
        onChange={choose}
      />
    </Button>
  );
}

/** The button that clears the field's value. */
export function RemoveButton({ disabled, onRemove }: { disabled: boolean; onRemove: () => void }) {
  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteOutlineIcon />}
      disabled={disabled}
      onClick={onRemove}
    >
      {commonMessages.delete}
    </Button>
  );
}
