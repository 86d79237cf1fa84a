import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { commonMessages, editorMessages as text } from '../../lib/messages';

interface LinkDialogProps {
  /** The selected link's address, or '' for a new link. */
  href: string;
  /** Called with the address, or '' to remove the link. */
  onSave: (href: string) => void;
  onClose: () => void;
}

/** True for the addresses the server keeps on a link: absolute http, https or mailto. */
export function isKeptLink(href: string): boolean {
  return /^(https?:\/\/[^\s/]|mailto:\S)/i.test(href);
}

/** The schemes a link may start with, as the hints name them. */
const SCHEMES = ['https://', 'http://', 'mailto:'] as const;

/** «https://، http:// یا mailto:», each scheme isolated left to right so the sentence keeps its order. */
function SchemeList() {
  return SCHEMES.map((scheme, index) => (
    <Fragment key={scheme}>
      {index === 0 ? ' ' : index === SCHEMES.length - 1 ? ` ${commonMessages.or} ` : '، '}
      <bdi dir="ltr">{scheme}</bdi>
    </Fragment>
  ));
}

/** Asks for a link's address; the server keeps only absolute http, https and mailto links. */
export function LinkDialog({ href, onSave, onClose }: LinkDialogProps) {
  const [value, setValue] = useState(href);
  const trimmed = value.trim();
  const isValid = trimmed === '' || isKeptLink(trimmed);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">{commonMessages.link}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          autoFocus
          fullWidth
          label={commonMessages.linkAddress}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!isValid}
          helperText={
            isValid ? (
              <>
                {commonMessages.linkHint}
                <SchemeList />
              </>
            ) : (
              <>
                {text.linkInvalid}
                <SchemeList /> {text.linkInvalidEnd}
              </>
            )
          }
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isValid) onSave(trimmed);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonMessages.cancel}</Button>
        <Button variant="contained" disabled={!isValid} onClick={() => onSave(trimmed)}>
          {commonMessages.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
