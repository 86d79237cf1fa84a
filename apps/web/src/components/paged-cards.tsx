import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { PagedTableProps } from './paged-table';
import { commonMessages } from '../lib/messages';

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
  pages = 1,
  page = 1,
  onPageChange,
  isFetching = false,
  emptyText,
  label,
  pagerLabel = commonMessages.pages,
  toolbar,
}: PagedCardsProps<T>) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {toolbar}
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={label} />}</Box>
      {rows && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {emptyText}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows?.map((row) => (
          <li key={rowKey(row)}>{renderCard(row)}</li>
        ))}
      </Box>
      {pages > 1 && onPageChange && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          aria-label={pagerLabel}
          siblingCount={0}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
