import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { messages } from '../../../lib/messages';
import { useSaveSignature } from '../api/save-signature';
import { SignaturePad } from './signature-pad';

/** Largest signature image the server accepts. */
export const SIGNATURE_MAX_BYTES = 300 * 1024;
const SIGNATURE_TYPES = ['image/png', 'image/jpeg'];

/** Reads a chosen image as a data URL, or rejects with the Persian reason it cannot be a signature. */
export function readSignatureFile(file: File): Promise<string> {
  if (!SIGNATURE_TYPES.includes(file.type)) return Promise.reject(new Error(messages.signature.badType));
  if (file.size > SIGNATURE_MAX_BYTES) return Promise.reject(new Error(messages.signature.tooLarge));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(messages.signature.badType));
    reader.onerror = () => reject(new Error(messages.signature.badType));
    reader.readAsDataURL(file);
  });
}

/** Draw or upload a signature, see it, and save it. */
export function SignatureEditor({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { mutate, isPending } = useSaveSignature();
  const [mode, setMode] = useState<'draw' | 'upload'>('draw');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = messages.signature;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    readSignatureFile(file).then(
      (dataUrl) => {
        setError(null);
        setImage(dataUrl);
      },
      (reason: Error) => setError(reason.message),
    );
  };
  const handleMode = (next: 'draw' | 'upload') => {
    setMode(next);
    setImage(null);
    setError(null);
  };
  const handleSave = () => {
    if (image === null) setError(text.empty);
    else mutate(image, { onSuccess: onDone });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={mode} onChange={(_event, next: 'draw' | 'upload') => handleMode(next)}>
        <Tab value="draw" label={text.draw} icon={<DrawOutlined />} iconPosition="start" />
        <Tab value="upload" label={text.upload} icon={<UploadFileOutlined />} iconPosition="start" />
      </Tabs>
      {mode === 'draw' ? (
        <SignaturePad onChange={setImage} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {text.upload}
            <input hidden type="file" accept={SIGNATURE_TYPES.join(',')} onChange={handleFile} />
          </Button>
          {image && (
            <>
              <Typography variant="caption" color="text.secondary">
                {text.preview}
              </Typography>
              <Box
                component="img"
                src={image}
                alt={text.preview}
                sx={{
                  maxWidth: 'min(360px, 100%)',
                  maxHeight: 160,
                  objectFit: 'contain',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </>
          )}
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" loading={isPending} onClick={handleSave}>
          {text.save}
        </Button>
        {onCancel && <Button onClick={onCancel}>{text.cancel}</Button>}
      </Box>
    </Box>
  );
}
