import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { REQUEST_MESSAGES } from '@darvazeh/shared';
import { applicantMessages, inboxMessages } from '../../../lib/messages';

/** Draws the profile's signature editor (identity's, which the page passes in); `onDone` once it is saved. */
export type SignatureEditorRenderer = (props: { onDone: () => void }) => ReactNode;

/** The caller's signature as the profile has it, and the profile's editor to register one. */
export interface SignatureInfo {
  hasSignature: boolean;
  /** The signature image's address (empty without one). */
  imageUrl: string;
  renderEditor: SignatureEditorRenderer;
}

/**
 * The signature an action asks for (SPEC §5, §6: referring and submitting): the signature in the profile
 * and a box confirming it; without one, the glossary's message and the profile's editor right here, so the
 * person never leaves the form or task they are on. Once saved, the profile is read again and the box shows.
 */
export function SignatureSection({
  signature,
  checked,
  onCheck,
  confirmLabel,
}: {
  signature: SignatureInfo;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** What ticking the box says (the action being signed). */
  confirmLabel: string;
}) {
  if (!signature.hasSignature)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="warning" role="alert">
          {REQUEST_MESSAGES.noSignature}
        </Alert>
        <Typography variant="body2">{applicantMessages.sign.drawHere}</Typography>
        {signature.renderEditor({ onDone: () => onCheck(false) })}
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="img"
        src={signature.imageUrl}
        alt={inboxMessages.refer.signatureAlt}
        sx={{
          maxHeight: 96,
          maxWidth: '100%',
          justifySelf: 'start',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
        }}
      />
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onCheck(event.target.checked)} />}
        label={confirmLabel}
      />
    </Box>
  );
}
