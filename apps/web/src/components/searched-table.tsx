import { useState, type ComponentType, type ReactNode } from 'react';
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
import { RowActions, type RowActionsProps } from './row-actions';
import { actionsColumn, type TableColumn } from './table-columns';

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

/** The delete question of a list whose rows have names: its title, and the text naming the row. */
export interface DeleteTexts {
  deleteTitle: string;
  deleteText: (name: string) => string;
}

/** Rows per page of an admin's searched list. */
export const SEARCHED_TABLE_PAGE_SIZE = 10;

/** The key of a row's name: a field holding a string. */
export type NameKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** What a row offers besides its delete: its edit (a page or a dialog) and links. */
export type RowButtons = Omit<RowActionsProps, 'label' | 'onDelete'>;

/**
 * A `SearchedTable`'s state (`usePage` asks for `SEARCHED_TABLE_PAGE_SIZE` rows) and the actions column of
 * rows named by their `name` field: the delete asks `texts.deleteTitle` and `texts.deleteText(name)`
 * before `remove`, beside the row's own `buttons`; `before` puts other buttons ahead of them.
 */
export function useNamedTable<T extends { id: number }>(
  usePage: (query: PageQuery) => PageAnswer<T>,
  remove: RemoveMutation,
  texts: DeleteTexts,
  name: NameKey<T>,
  buttons: (row: T) => RowButtons,
  before?: (row: T) => ReactNode,
): { table: SearchedTableState<T>; actions: TableColumn<T> } {
  const nameOf = (row: T) => row[name] as string;
  const table = useSearchedTable(usePage, SEARCHED_TABLE_PAGE_SIZE, remove, {
    title: texts.deleteTitle,
    text: (row: T) => texts.deleteText(nameOf(row)),
  });
  const actions = actionsColumn((row: T) => (
    <>
      {before?.(row)}
      <RowActions label={nameOf(row)} onDelete={() => table.deleting.ask(row)} {...buttons(row)} />
    </>
  ));
  return { table, actions };
}

/**
 * The row a list edits in a dialog, or a new one: `edit(row)` and `create()` open it, and `dialog(draw)`
 * draws it while open, with the row (null for a new one) and how to close it.
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    edit: (row: T) => setEditing(row),
    create: () => setEditing('new'),
    dialog: (draw: (item: T | null, close: () => void) => ReactNode) =>
      editing === null ? null : draw(editing === 'new' ? null : editing, () => setEditing(null)),
  };
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

/** A list whose rows are created and edited in a dialog: its texts, columns and the dialog. */
export interface DialogTableProps<T extends { id: number }> {
  usePage: (query: PageQuery) => PageAnswer<T>;
  remove: RemoveMutation;
  texts: DeleteTexts & { label: string; empty: string; create: string };
  name: NameKey<T>;
  columns: TableColumn<T>[];
  /** The create-or-edit dialog of a row (null: a new one). */
  Dialog: ComponentType<{ item: T | null; onClose: () => void }>;
}

/** The admin's list of a resource edited in a dialog: search, create, edit and delete a named row. */
export function DialogTable<T extends { id: number }>({
  usePage,
  remove,
  texts,
  name,
  columns,
  Dialog,
}: DialogTableProps<T>) {
  const editing = useEditDialog<T>();
  const { table, actions } = useNamedTable(usePage, remove, texts, name, (row) => ({
    onEdit: () => editing.edit(row),
  }));
  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      label={texts.label}
      emptyText={texts.empty}
      create={{ label: texts.create, onClick: editing.create }}
    >
      {editing.dialog((item, close) => (
        <Dialog item={item} onClose={close} />
      ))}
    </SearchedTable>
  );
}
