import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from '../lib/messages';

/** A link a row offers besides editing (its records, its public page). */
export interface RowLink {
  to: string;
  label: string;
  icon: ReactNode;
}

/** What a row offers: links, a link (or action) to edit it and an action to delete it; any may be absent. */
export interface RowActionsProps {
  links?: readonly RowLink[];
  editTo?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Names the row in the buttons' accessible names («ویرایش …»), so a screen reader tells rows apart. */
  label?: string;
  disabled?: boolean;
}

/** The link, edit and delete buttons at the end of a table row. */
export function RowActions({ links = [], editTo, onEdit, onDelete, label, disabled }: RowActionsProps) {
  const named = (verb: string) => (label ? `${verb} ${label}` : verb);
  const { edit, delete: remove } = commonMessages;
  return (
    <>
      {links.map((link) => (
        <IconButton
          key={link.to}
          component={RouterLink}
          to={link.to}
          aria-label={named(link.label)}
          title={link.label}
        >
          {link.icon}
        </IconButton>
      ))}
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
