import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from '../lib/messages';
import { useSchemaForm, type SchemaFormOptions } from '../lib/use-schema-form';
import { SchemaForm, type SchemaFormHandle } from './schema-form';

/** A dialog holding one form: its title, fields, and cancel and save. */
export interface FormDialogProps {
  /** The dialog's title, which also names it for assistive technology. */
  title: ReactNode;
  /** The form's state, as `useSchemaForm` gives it. */
  form: SchemaFormHandle;
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
export function FormDialog({ title, form, onClose, isPending, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <SchemaForm form={form} sx={{ display: 'contents' }}>
        {/* The labels of the first field's outline sit above it: keep room for them. */}
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{commonMessages.cancel}</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {commonMessages.save}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

/** A save taking `{ id, body }` to update a row or `{ body }` to create one, as `useSaveResource` gives. */
export interface SaveMutation<B, S> {
  isPending: boolean;
  mutate(input: { id: number; body: B } | { body: B }, options: { onSuccess: (stored: S) => void }): void;
}

/**
 * The form of a dialog that creates a row (`item` null) or updates `item` through `save`, then calls
 * `onSaved` with the stored row and closes; spread `dialog` onto the `FormDialog`.
 */
export function useSaveDialogForm<V extends object, B, S>(
  save: SaveMutation<B, S>,
  item: { id: number } | null,
  onClose: () => void,
  options: Omit<SchemaFormOptions<V, B>, 'onValid'> & { onSaved?: (stored: S) => void },
) {
  const { onSaved, ...formOptions } = options;
  const form = useSchemaForm<V, B>({
    ...formOptions,
    onValid: (body) =>
      save.mutate(item ? { id: item.id, body } : { body }, {
        onSuccess: (stored) => {
          onSaved?.(stored);
          onClose();
        },
      }),
  });
  const dialog = { form, onClose, isPending: save.isPending };
  return { form, dialog };
}
