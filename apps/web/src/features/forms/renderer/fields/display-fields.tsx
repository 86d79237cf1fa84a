// Fields that hold no answer: alert, line, space, download and link show something; button runs functions.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import type { FormField } from '@darvazeh/shared';
import { fileUrl } from '../../../../lib/file-urls';
import { useFormScope } from '../form-store';
import type { FieldProps } from './field-props';
import { commonMessages } from '../../../../lib/messages';

const FILE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Where a download or link field points: its `fnamePath`, else its `label`; an http(s) or same-site
 * address is used as it is, a stored file's id becomes its download address, anything else is no link.
 */
export function fieldUrl(field: FormField): string | null {
  for (const candidate of [field.fnamePath, field.label]) {
    const target = candidate?.trim();
    if (!target) continue;
    if (/^https?:\/\//i.test(target) || (target.startsWith('/') && !target.startsWith('//'))) return target;
    if (FILE_ID.test(target)) return fileUrl(target);
  }
  return null;
}

export function AlertField({ field }: FieldProps) {
  return (
    <Alert severity="info" role="note">
      {field.label?.trim() || field.fname}
    </Alert>
  );
}

export function LineField() {
  return <Divider />;
}

export function SpaceField() {
  return <Box aria-hidden sx={{ height: 24 }} />;
}

export function DownloadField({ field }: FieldProps) {
  const url = fieldUrl(field);
  const common = {
    variant: 'outlined',
    startIcon: <DownloadIcon />,
    'aria-label': commonMessages.downloadOf(field.fname),
  } as const;
  return (
    <Box>
      {url === null ? (
        <Button {...common} disabled>
          {field.fname}
        </Button>
      ) : (
        <Button {...common} href={url} download>
          {field.fname}
        </Button>
      )}
    </Box>
  );
}

export function LinkField({ field }: FieldProps) {
  const url = fieldUrl(field);
  if (url === null) return <Box component="span">{field.fname}</Box>;
  const external = /^https?:/i.test(url);
  return (
    <Link href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {field.fname}
    </Link>
  );
}

/** A button labelled by its fname; a click runs the form's functions related to it (callOn click). */
export function ButtonField({ field }: FieldProps) {
  const { readOnly, click } = useFormScope();
  return (
    <Box>
      <Button variant="contained" type="button" disabled={readOnly} onClick={() => click?.(field.id)}>
        {field.fname}
      </Button>
    </Box>
  );
}
