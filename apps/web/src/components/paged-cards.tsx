import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PagedTableProps } from './paged-table';
import { PagedFrame } from './paged-frame';

/** What a paged card list shows: PagedTable's rows, paging and texts, and a card for each row. */
export type PagedCardsProps<T> = Omit<PagedTableProps<T>, 'columns'> & {
  /** One row's card (the list item around it is this component's). */
  renderCard: (row: T) => ReactNode;
};

/**
 * PagedTable's phone form: the same toolbar, loading bar, empty text and pager around a list of cards
 * (named like the table, so a screen reader hears the same list on both). The pager keeps no siblings
 * so it fits a 360 px screen.
 */
export function PagedCards<T>({
  renderCard,
  rows,
  rowKey = (row) => (row as { id: string | number }).id,
  emptyText,
  ...frame
}: PagedCardsProps<T>) {
  return (
    <PagedFrame {...frame} compactPager>
      {rows && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {emptyText}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={frame.label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows?.map((row) => (
          <li key={rowKey(row)}>{renderCard(row)}</li>
        ))}
      </Box>
    </PagedFrame>
  );
}
