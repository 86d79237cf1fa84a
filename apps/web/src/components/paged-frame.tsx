import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import type { PagedTableProps } from './paged-table';
import { commonMessages } from '../lib/messages';

/** What surrounds a page of rows: PagedTable's paging and texts, the rows themselves as children. */
export type PagedFrameProps = Pick<
  PagedTableProps<unknown>,
  'pages' | 'page' | 'onPageChange' | 'isFetching' | 'label' | 'pagerLabel' | 'toolbar'
> & {
  /** A pager with no siblings, so it fits a 360 px screen (the cards' form). */
  compactPager?: boolean;
  children: ReactNode;
};

/**
 * The frame PagedTable and PagedCards share: toolbar, a thin loading bar that keeps the layout still,
 * the rows, and the pager (shown only beyond one page).
 */
export function PagedFrame({
  pages = 1,
  page = 1,
  onPageChange,
  isFetching = false,
  label,
  pagerLabel = commonMessages.pages,
  toolbar,
  compactPager = false,
  children,
}: PagedFrameProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {toolbar}
      {/* The bar is named after the list, so a test or a screen reader can tell whose reload it is. */}
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={label} />}</Box>
      {children}
      {pages > 1 && onPageChange && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          aria-label={pagerLabel}
          siblingCount={compactPager ? 0 : undefined}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
