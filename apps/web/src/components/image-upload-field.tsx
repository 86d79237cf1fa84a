import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { fileUrl } from '../lib/file-urls';
import { useFileUpload } from '../lib/use-file-upload';
import { PickButton, RemoveButton, UploadLabel, type UploadFieldProps } from './upload-field-parts';
import { uploadMessages as m } from '../lib/messages';

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

/**
 * An image field (upload use `image`): preview, upload or replace, remove; read-only, the preview alone.
 * The value is the file id.
 */
export function ImageUploadField(props: UploadFieldProps) {
  const { label, value, onChange, name, disabled = false, readOnly = false, error, helperText } = props;
  const inputId = useId();
  const upload = useFileUpload('image', (file) => onChange(file.id, file));
  const busy = disabled || upload.uploading !== null;

  return (
    <Box
      sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
      data-testid={name ? `image-field-${name}` : undefined}
    >
      <UploadLabel inputId={inputId} {...props} />
      {value === null ? (
        <Typography variant="body2" color="text.secondary">
          {m.noImage}
        </Typography>
      ) : (
        <Preview id={value} temporary={upload.uploaded?.id === value} label={label} />
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PickButton
            inputId={inputId}
            name={name}
            accept="image/*"
            icon={<ImageOutlinedIcon />}
            disabled={busy}
            upload={upload}
            onChoose={props.onChoose}
          >
            {value === null ? m.chooseImage : m.replace}
          </PickButton>
          {value !== null && <RemoveButton disabled={busy} onRemove={() => onChange(null)} />}
        </Box>
      )}
      {upload.uploading !== null && (
        <LinearProgress variant="determinate" value={upload.progress} aria-label={upload.uploading} />
      )}
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
