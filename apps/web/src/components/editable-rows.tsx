import type { Key, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

const ONE_LINE = { display: 'flex', gap: 1, alignItems: 'center' } as const;

interface EditableRowsProps<T> {
  rows: readonly T[];
  /** The whole list after an edit, an addition or a removal. */
  onChange: (rows: T[]) => void;
  /** A stable key of a row (its index where rows have none). */
  rowKey: (row: T, index: number) => Key;
  /** The row's own fields; `replace` swaps this row for `next`. */
  renderRow: (row: T, index: number, replace: (next: T) => void) => ReactNode;
  /** The remove button's label, naming the row (e.g. «حذف پیامد ۲»). */
  removeLabel: (row: T, index: number) => string;
  /** The add button's text, and the row it appends; no add button while `canAdd` is false. */
  addLabel: string;
  newRow: () => T;
  canAdd?: boolean;
  /** The layout of a row (its fields, then the remove button); one line unless given. */
  rowSx?: SxProps<Theme>;
}

/** The text button under a list that adds a row to it (at the start of the line, with a plus). */
export function AddRowButton({
  label,
  onClick,
  disabled,
  size,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size?: 'small';
}) {
  return (
    <Button
      size={size}
      startIcon={<AddOutlined />}
      sx={{ justifySelf: 'start' }}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** The rows of a short list a designer edits in place: each with a remove button, and an add button below. */
export function EditableRows<T>({
  rows,
  onChange,
  rowKey,
  renderRow,
  removeLabel,
  addLabel,
  newRow,
  canAdd = true,
  rowSx = ONE_LINE,
}: EditableRowsProps<T>) {
  return (
    <>
      {rows.map((row, index) => (
        <Box key={rowKey(row, index)} sx={rowSx}>
          {renderRow(row, index, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
          <IconButton
            aria-label={removeLabel(row, index)}
            onClick={() => onChange(rows.filter((_r, i) => i !== index))}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <AddRowButton label={addLabel} disabled={!canAdd} onClick={() => onChange([...rows, newRow()])} />
    </>
  );
}
