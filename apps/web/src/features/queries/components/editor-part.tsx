import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { HeadingWithHint } from '../../../components/heading-with-hint';

/**
 * One part of the definition editor under an h3 (`text.title`), with an optional hint and, where `text.add`
 * names it, an add button that `onAdd` runs (disabled without it: the list is full or has nothing to add).
 */
export function EditorPart({
  text: { title, hint, add },
  onAdd,
  children,
}: {
  text: { title: string; hint?: string; add?: string };
  onAdd?: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <HeadingWithHint id={headingId} title={title} hint={hint} level="h3" variant="subtitle2" />
      {children}
      {add && (
        <Button startIcon={<AddOutlined />} onClick={onAdd} disabled={!onAdd} sx={{ justifySelf: 'start' }}>
          {add}
        </Button>
      )}
    </Box>
  );
}

/**
 * One row of a part (a source, a column, a condition): a labelled group of fields that wrap onto their
 * own lines on a phone, and its remove button.
 */
export function EditorRow({
  label,
  removeLabel,
  onRemove,
  columns,
  children,
}: {
  label: string;
  removeLabel?: string;
  onRemove?: () => void;
  /** The grid columns of the row's fields from the `md` breakpoint on (one column below it). */
  columns: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
        }}
      >
        {children}
      </Box>
      {onRemove && removeLabel ? (
        <IconButton aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
          <DeleteOutlined />
        </IconButton>
      ) : (
        <span />
      )}
    </Box>
  );
}
