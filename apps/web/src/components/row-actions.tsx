import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../lib/messages';

/** What a row offers: a link (or action) to edit it and an action to delete it; either may be absent. */
export interface RowActionsProps {
  editTo?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Names the row in the buttons' accessible names («ویرایش …»), so a screen reader tells rows apart. */
  label?: string;
  disabled?: boolean;
}

/** The edit and delete buttons at the end of a table row. */
export function RowActions({ editTo, onEdit, onDelete, label, disabled }: RowActionsProps) {
  const named = (verb: string) => (label ? `${verb} ${label}` : verb);
  const { edit, delete: remove } = messages.common;
  return (
    <>
      {editTo !== undefined && (
        <IconButton
          component={RouterLink}
          to={editTo}
          aria-label={named(edit)}
          title={edit}
          disabled={disabled}
        >
          <EditOutlined />
        </IconButton>
      )}
      {onEdit && (
        <IconButton aria-label={named(edit)} title={edit} onClick={onEdit} disabled={disabled}>
          <EditOutlined />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={named(remove)} title={remove} onClick={onDelete} disabled={disabled}>
          <DeleteOutlined />
        </IconButton>
      )}
    </>
  );
}
