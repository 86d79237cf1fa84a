import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from '../lib/messages';

/** A dialog holding one form: its title, fields, and cancel and save. */
export interface FormDialogProps {
  /** The dialog's title, which also names it for assistive technology. */
  title: ReactNode;
  /** The form's ref and submit, as `useSchemaForm` gives them. */
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** Shows the save button as busy while the save runs. */
  isPending?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * An open dialog whose content is a form: the fields in a grid, then انصراف and ذخیره (a submit, so Enter
 * in a field saves too). The form wraps content and actions with `display: contents`, so the dialog's
 * own layout (content scrolls, actions stay) is unchanged.
 */
export function FormDialog({
  title,
  formRef,
  onSubmit,
  onClose,
  isPending,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        {/* The labels of the first field's outline sit above it: keep room for them. */}
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{commonMessages.cancel}</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {commonMessages.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
