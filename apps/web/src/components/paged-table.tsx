import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableColumn } from './table-columns';
import { PagedFrame } from './paged-frame';

/** What a paged table shows, and where it reports the page chosen. */
export interface PagedTableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[] | undefined;
  /** A row's React key; a row's `id` when absent. */
  rowKey?: (row: T) => string | number;
  /** Pages in all (from the list answer); the pager shows only beyond one. */
  pages?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  /** A reload is under way (the rows on screen are the previous answer's). */
  isFetching?: boolean;
  /** Shown in one row when the answer has none. */
  emptyText: string;
  /** The table's accessible name (its loading bar's too). */
  label?: string;
  /** The pager's accessible name (which pages: «صفحه‌های اخبار»). */
  pagerLabel?: string;
  /** Above the table: search fields, a create button. */
  toolbar?: ReactNode;
}

/** One page of a list as PagedTable (and PagedCards) show it: its rows, where it is, and its reload. */
export type PageOf<T> = Pick<PagedTableProps<T>, 'rows' | 'pages' | 'page' | 'onPageChange' | 'isFetching'>;

/** What a page query answers and which page is shown: the PagedTable props they make. */
export function pageProps<T>(
  query: { data?: { list: T[]; pages: number }; isFetching: boolean },
  paging: { page: number; setPage: (page: number) => void },
): PageOf<T> {
  return {
    rows: query.data?.list,
    pages: query.data?.pages,
    page: paging.page,
    onPageChange: paging.setPage,
    isFetching: query.isFetching,
  };
}

/**
 * The app's one list table: the rows and an empty row inside PagedFrame's toolbar, loading bar and pager.
 * The container scrolls sideways on a phone and takes focus (the theme sets `tabIndex`), so the page
 * itself never does.
 */
export function PagedTable<T>({
  columns,
  rows,
  rowKey = (row) => (row as { id: string | number }).id,
  emptyText,
  ...frame
}: PagedTableProps<T>) {
  return (
    <PagedFrame {...frame}>
      <TableContainer>
        <Table size="small" aria-label={frame.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.sx} title={column.title?.(row)}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </PagedFrame>
  );
}
