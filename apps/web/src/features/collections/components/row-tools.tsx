import IconButton from '@mui/material/IconButton';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { collectionMessages } from '../../../lib/messages';

const text = collectionMessages.field;

interface RowToolsProps {
  /** The row's name as people read it, for the buttons' labels. */
  name: string;
  index: number;
  isLast: boolean;
  move: (to: number) => void;
  /** Whether the row's panel is open, and its id (aria-controls). */
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
  onRemove: () => void;
  /** The labels of the buttons that open the panel and remove the row. */
  editLabel: string;
  removeLabel: string;
}

/** A designer row's buttons: move up, move down, open its panel, remove. */
export function RowTools({
  name,
  index,
  isLast,
  move,
  isOpen,
  panelId,
  onToggle,
  onRemove,
  editLabel,
  removeLabel,
}: RowToolsProps) {
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
        aria-label={editLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        color={isOpen ? 'primary' : 'default'}
        onClick={onToggle}
      >
        <TuneOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </>
  );
}
