import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { UPLOAD_ACCEPT, type UploadedFile, type UploadUse } from '@darvazeh/shared';
import { fileUrl } from '../lib/file-urls';
import { uploadMessages as m } from '../lib/upload-messages';
import { useFileUpload } from '../lib/use-file-upload';

interface FileUploadFieldProps {
  label: string;
  /** The file id, or null when there is none. */
  value: string | null;
  /** Called with the new file id (and the stored file) after an upload, or null when removed. */
  onChange: (id: string | null, file?: UploadedFile) => void;
  /** Told of a file as soon as it is chosen, before its upload ends (or fails). */
  onChoose?: (file: File) => void;
  /** Upload class on the server (limits and allowed types); default `document`. */
  use?: UploadUse;
  /** Name of the saved file the value points to, when the caller knows it. */
  fileName?: string | null;
  /** File-picker hint; default by `use`. The server decides by the content anyway. */
  accept?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A file field: upload button (tracked by name, SPEC §4), the chosen file's name as a link, and remove.
 * The value is the uploaded file's id; the owning record attaches it when it is saved.
 */
export function FileUploadField({
  label,
  value,
  onChange,
  onChoose,
  use = 'document',
  fileName,
  accept,
  name,
  required = false,
  disabled = false,
  error = false,
  helperText,
}: FileUploadFieldProps) {
  const inputId = useId();
  const upload = useFileUpload(use, (file) => onChange(file.id, file));
  const uploadedHere = upload.uploaded !== null && upload.uploaded.id === value;
  const shownName = uploadedHere ? upload.uploaded?.name : (fileName ?? m.uploadedFile);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    onChoose?.(file);
    void upload.pick(file);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={name ? `file-field-${name}` : undefined}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
      >
        {label}
        {required && ' *'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={disabled || upload.uploading !== null}
        >
          {m.choose}
          <input
            id={inputId}
            type="file"
            name={name}
            hidden
            accept={accept ?? UPLOAD_ACCEPT[use]}
            disabled={disabled || upload.uploading !== null}
            onChange={choose}
          />
        </Button>
        {value === null && upload.uploading === null && (
          <Typography variant="body2" color="text.secondary">
            {m.noFile}
          </Typography>
        )}
        {value !== null && (
          <>
            <Link href={fileUrl(value, uploadedHere ? 'temp-file' : 'download')} download={shownName}>
              {shownName}
            </Link>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              {m.remove}
            </Button>
          </>
        )}
      </Box>
      {upload.uploading !== null && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="caption">
            {m.uploading} {upload.uploading}
          </Typography>
          <LinearProgress variant="determinate" value={upload.progress} aria-label={upload.uploading} />
        </Box>
      )}
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
