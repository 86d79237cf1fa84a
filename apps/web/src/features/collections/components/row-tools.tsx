import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { collectionMessages, commonMessages } from '../../../lib/messages';

const text = collectionMessages.field;

/** Whether a designer row's panel is open, and the panel's id (the edit button's aria-controls). */
export interface RowPanelState {
  id: string;
  isOpen: boolean;
  toggle: () => void;
}

/** The panel state of a designer row; a row just added opens at once. */
export function useRowPanel(id: string, isNew: boolean): RowPanelState {
  const [isOpen, setIsOpen] = useState(isNew);
  return { id, isOpen, toggle: () => setIsOpen((open) => !open) };
}

/** A designer row's panel while it is open: a region named `label`. */
export function RowPanel({
  panel,
  label,
  sx,
  children,
}: {
  panel: RowPanelState;
  label: string;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  if (!panel.isOpen) return null;
  return (
    <Box id={panel.id} role="region" aria-label={label} sx={sx}>
      {children}
    </Box>
  );
}

interface RowToolsProps {
  /** The row's name as people read it, for the move buttons' labels. */
  name: string;
  index: number;
  isLast: boolean;
  move: (to: number) => void;
  panel: RowPanelState;
  /** The edit and remove buttons' labels, and the question asked before removing. */
  labels: { edit: string; remove: string; removeTitle: string; removeText: string };
  /** Removes the row, once the person has confirmed. */
  onRemove: () => void;
}

/** A designer row's buttons: move up, move down, open its panel, remove (after asking). */
export function RowTools({ name, index, isLast, move, panel, labels, onRemove }: RowToolsProps) {
  const [isRemoving, setIsRemoving] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={text.moveUp(name)}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        <ArrowUpwardOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={text.moveDown(name)}
        disabled={isLast}
        onClick={() => move(index + 1)}
      >
        <ArrowDownwardOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={labels.edit}
        aria-expanded={panel.isOpen}
        aria-controls={panel.id}
        color={panel.isOpen ? 'primary' : 'default'}
        onClick={panel.toggle}
      >
        <TuneOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={labels.remove} onClick={() => setIsRemoving(true)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={isRemoving}
        title={labels.removeTitle}
        text={labels.removeText}
        confirmLabel={commonMessages.delete}
        onConfirm={() => {
          setIsRemoving(false);
          onRemove();
        }}
        onClose={() => setIsRemoving(false)}
      />
    </>
  );
}
