import type { ReactNode } from 'react';
import { commonMessages } from '../lib/messages';
import type { PageQuery } from '../lib/resource-hooks';
import { useListSearch, type ListSearchState } from '../lib/use-list-search';
import {
  DeleteConfirm,
  useDeleteConfirm,
  type DeleteConfirmState,
  type DeleteQuestion,
  type RemoveMutation,
} from './delete-confirm';
import { ListToolbar, type CreateAction } from './list-toolbar';
import { PagedTable, pageProps, type PagedTableProps } from './paged-table';

/** A page query's answer as a searched list reads it. */
interface PageAnswer<T> {
  data?: { list: T[]; pages: number };
  isFetching: boolean;
}

/** A searchable list of one resource: its page and search, the page answered, the row asked about. */
export interface SearchedTableState<T extends { id: number }> {
  list: ListSearchState;
  query: PageAnswer<T>;
  /** The row a delete button picked (`deleting.ask(row)`), asked about before it goes. */
  deleting: DeleteConfirmState<T>;
}

/**
 * The state of a `SearchedTable`: `usePage` asks for `count` rows of the page and search shown, and a
 * row's delete button asks `question` before `remove` deletes it.
 */
export function useSearchedTable<T extends { id: number }>(
  usePage: (query: PageQuery) => PageAnswer<T>,
  count: number,
  remove: RemoveMutation,
  question: DeleteQuestion<T>,
): SearchedTableState<T> {
  const list = useListSearch();
  const query = usePage({ page: list.page, count, search: list.search });
  return { list, query, deleting: useDeleteConfirm(remove, question) };
}

/** What a searchable list of one resource shows beside its `table` state. */
export interface SearchedTableProps<T extends { id: number }> extends Pick<
  PagedTableProps<T>,
  'columns' | 'emptyText' | 'label' | 'pagerLabel'
> {
  table: SearchedTableState<T>;
  /** The search box's label; «جستجو در نام» when absent. */
  searchLabel?: string;
  /** The link to a new item's page, or the button that opens its dialog, at the toolbar's end. */
  create?: CreateAction;
  /** Other buttons at the toolbar's end (links to related lists). */
  tools?: ReactNode;
  /** The dialogs the rows open (edit, run, history). */
  children?: ReactNode;
}

/**
 * The admin's list of one resource: a search box and create button above a paged table, and the
 * question before a row is deleted. A new search starts again from page 1 (`useListSearch`).
 */
export function SearchedTable<T extends { id: number }>({
  table: { list, query, deleting },
  searchLabel = commonMessages.searchName,
  create,
  tools,
  children,
  ...shown
}: SearchedTableProps<T>) {
  return (
    <>
      <PagedTable
        {...shown}
        {...pageProps(query, list)}
        toolbar={
          <ListToolbar
            search={{ label: searchLabel, value: list.search, onChange: list.setSearch }}
            create={create}
          >
            {tools}
          </ListToolbar>
        }
      />
      {children}
      <DeleteConfirm state={deleting} />
    </>
  );
}
