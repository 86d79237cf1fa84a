import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDeleteSignature } from '../api/account-queries';
import { useProfile } from '../api/get-profile';
import { SignatureEditor } from './signature-editor';
import { SignatureImage } from './signature-image';
import { identityMessages, noticeMessages } from '../../../lib/messages';

/** The user's signature (SPEC §5: needed to refer and submit requests): shown, replaced or removed. */
export function SignatureSettings() {
  const signature = useProfile()?.userInfo.signature ?? null;
  const remove = useDeleteSignature();
  const [isEditing, setIsEditing] = useState(false);
  const text = identityMessages.signature;

  if (signature === null) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{noticeMessages.validation.noSignature}</Alert>
        <SignatureEditor onDone={() => setIsEditing(false)} />
      </Box>
    );
  }
  if (isEditing) {
    return <SignatureEditor onDone={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SignatureImage src={signature} caption={text.current} alt={text.imageAlt} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={() => setIsEditing(true)}>
          {text.replace}
        </Button>
        <Button color="error" loading={remove.isPending} onClick={() => remove.mutate()}>
          {text.remove}
        </Button>
      </Box>
    </Box>
  );
}
