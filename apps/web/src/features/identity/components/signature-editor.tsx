import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { signatureBody } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSignature } from '../api/account-queries';
import { SignatureImage } from './signature-image';
import { SignaturePad } from './signature-pad';
import { commonMessages, identityMessages, uploadMessages } from '../../../lib/messages';

/** Largest signature image the server accepts. */
export const SIGNATURE_MAX_BYTES = 300 * 1024;
const SIGNATURE_TYPES = ['image/png', 'image/jpeg'];

/** Reads a chosen image as a data URL, or rejects with the Persian reason it cannot be a signature. */
export function readSignatureFile(file: File): Promise<string> {
  if (!SIGNATURE_TYPES.includes(file.type))
    return Promise.reject(new Error(identityMessages.signature.badType));
  if (file.size > SIGNATURE_MAX_BYTES) return Promise.reject(new Error(identityMessages.signature.tooLarge));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(identityMessages.signature.badType));
    reader.onerror = () => reject(new Error(identityMessages.signature.badType));
    reader.readAsDataURL(file);
  });
}

/** Draw or upload a signature, see it, and save it. */
export function SignatureEditor({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { mutate, isPending } = useSaveSignature();
  const [mode, setMode] = useState<'draw' | 'upload'>('draw');
  const text = identityMessages.signature;
  const { values, set, errors, setErrors, submit } = useSchemaForm<
    { image: string | null },
    { image: string }
  >({
    initial: { image: null },
    schema: signatureBody,
    toBody: ({ image }) => ({ image: image ?? '' }),
    extraErrors: ({ image }) => (image === null ? { image: text.empty } : {}),
    // The one message shows in the alert above the buttons.
    announceErrors: false,
    onValid: ({ image }) => mutate(image, { onSuccess: onDone }),
  });
  const { image } = values;
  const error = errors.image;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    readSignatureFile(file).then(
      (dataUrl) => {
        setErrors({});
        set({ image: dataUrl });
      },
      (reason: Error) => setErrors({ image: reason.message }),
    );
  };
  const handleMode = (next: 'draw' | 'upload') => {
    setMode(next);
    set({ image: null });
    setErrors({});
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={mode}
        onChange={(_event, next: 'draw' | 'upload') => handleMode(next)}
        // Two halves: in a phone-wide dialog the second tab is otherwise cut off.
        variant="fullWidth"
      >
        <Tab value="draw" label={text.draw} icon={<DrawOutlined />} iconPosition="start" />
        <Tab
          value="upload"
          label={uploadMessages.chooseImage}
          icon={<UploadFileOutlined />}
          iconPosition="start"
        />
      </Tabs>
      {mode === 'draw' ? (
        <SignaturePad onChange={(drawn) => set({ image: drawn })} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {uploadMessages.chooseImage}
            <input hidden type="file" accept={SIGNATURE_TYPES.join(',')} onChange={handleFile} />
          </Button>
          {image && <SignatureImage src={image} caption={text.preview} alt={text.preview} />}
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" loading={isPending} onClick={() => submit()}>
          {text.save}
        </Button>
        {onCancel && <Button onClick={onCancel}>{commonMessages.cancel}</Button>}
      </Box>
    </Box>
  );
}
