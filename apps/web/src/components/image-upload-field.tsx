import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { UploadedFile } from '@darvazeh/shared';
import { fileUrl } from '../lib/file-urls';
import { uploadMessages as m } from '../lib/upload-messages';
import { useFileUpload } from '../lib/use-file-upload';

interface ImageUploadFieldProps {
  label: string;
  /** The image's file id, or null when there is none. */
  value: string | null;
  /** Called with the new file id (and the stored file) after an upload, or null when removed. */
  onChange: (id: string | null, file?: UploadedFile) => void;
  /** Told of a file as soon as it is chosen, before its upload ends (or fails). */
  onChoose?: (file: File) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * The preview of `id`: an image uploaded here is read through temp-image until its record is saved,
 * then (after a save attached it, temp-image answers 404) through download; a saved one through download.
 */
function Preview({ id, temporary, label }: { id: string; temporary: boolean; label: string }) {
  const [failedTemp, setFailedTemp] = useState<string | null>(null);
  const useTemp = temporary && failedTemp !== id;
  return (
    <Box
      component="img"
      src={fileUrl(id, useTemp ? 'temp-image' : 'download')}
      alt={m.preview(label)}
      onError={() => useTemp && setFailedTemp(id)}
      sx={{
        maxWidth: '100%',
        maxHeight: 160,
        objectFit: 'contain',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/** An image field (upload use `image`): preview, upload or replace, remove. The value is the file id. */
export function ImageUploadField({
  label,
  value,
  onChange,
  onChoose,
  name,
  required = false,
  disabled = false,
  error = false,
  helperText,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const upload = useFileUpload('image', (file) => onChange(file.id, file));
  const busy = disabled || upload.uploading !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChoose?.(file);
    void upload.pick(file);
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
      data-testid={name ? `image-field-${name}` : undefined}
    >
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
      >
        {label}
        {required && ' *'}
      </Typography>
      {value === null ? (
        <Typography variant="body2" color="text.secondary">
          {m.noImage}
        </Typography>
      ) : (
        <Preview id={value} temporary={upload.uploaded?.id === value} label={label} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<ImageOutlinedIcon />}
          disabled={busy}
        >
          {value === null ? m.chooseImage : m.replace}
          <input
            id={inputId}
            type="file"
            name={name}
            hidden
            accept="image/*"
            disabled={busy}
            onChange={choose}
          />
        </Button>
        {value !== null && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={() => onChange(null)}
          >
            {m.remove}
          </Button>
        )}
      </Box>
      {upload.uploading !== null && (
        <LinearProgress variant="determinate" value={upload.progress} aria-label={upload.uploading} />
      )}
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
