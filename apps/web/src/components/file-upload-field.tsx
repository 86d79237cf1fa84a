import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { UPLOAD_ACCEPT, type UploadUse } from '@darvazeh/shared';
import { fileUrl } from '../lib/file-urls';
import { useFileUpload } from '../lib/use-file-upload';
import { PickButton, RemoveButton, UploadLabel, type UploadFieldProps } from './upload-field-parts';
import { commonMessages, uploadMessages as m } from '../lib/messages';

interface FileUploadFieldProps extends UploadFieldProps {
  /** Upload class on the server (limits and allowed types); default `document`. */
  use?: UploadUse;
  /** Name of the saved file the value points to, when the caller knows it. */
  fileName?: string | null;
  /** File-picker hint; default by `use`. The server decides by the content anyway. */
  accept?: string;
}

/**
 * A file field: upload button (tracked by name, SPEC §4), the chosen file's name as a link, and remove;
 * read-only, only the link. The value is the uploaded file's id; the owning record attaches it when it
 * is saved.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const {
    value,
    onChange,
    use = 'document',
    fileName,
    accept,
    name,
    disabled = false,
    readOnly = false,
    error,
    helperText,
  } = props;
  const inputId = useId();
  const upload = useFileUpload(use, (file) => onChange(file.id, file));
  const uploadedHere = upload.uploaded !== null && upload.uploaded.id === value;
  const shownName = uploadedHere ? upload.uploaded?.name : (fileName ?? m.uploadedFile);

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={name ? `file-field-${name}` : undefined}>
      <UploadLabel inputId={inputId} {...props} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {!readOnly && (
          <PickButton
            inputId={inputId}
            name={name}
            accept={accept ?? UPLOAD_ACCEPT[use]}
            icon={<AttachFileIcon />}
            disabled={disabled || upload.uploading !== null}
            upload={upload}
            onChoose={props.onChoose}
          >
            {m.choose}
          </PickButton>
        )}
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
            {!readOnly && <RemoveButton disabled={disabled} onRemove={() => onChange(null)} />}
          </>
        )}
      </Box>
      {upload.uploading !== null && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="caption">
            {commonMessages.loading} {upload.uploading}
          </Typography>
          <LinearProgress variant="determinate" value={upload.progress} aria-label={upload.uploading} />
        </Box>
      )}
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
