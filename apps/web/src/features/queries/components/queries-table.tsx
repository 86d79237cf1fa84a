import { SearchedTable, useSearchedTable } from '../../../components/searched-table';
import { RowActions } from '../../../components/row-actions';
import { actionsColumn, nameColumn, type TableColumn } from '../../../components/table-columns';
import { queryMessages as m } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useDeleteQuery, useQueryPage } from '../api/query-queries';
import type { StoredQueryItem } from '../types';

const text = m.list;
/** Rows per page of the stored queries table. */
export const QUERIES_PAGE_SIZE = 10;

const columns: TableColumn<StoredQueryItem>[] = [
  nameColumn(m.name, (q) => q.fname),
  {
    key: 'columns',
    header: text.columns,
    render: (q) => q.columns.map((c) => c.label).join('، '),
    sx: { overflowWrap: 'anywhere' },
  },
];

/** Every stored query, searchable by name, with edit and delete (refused while a form or function uses it). */
export function QueriesTable() {
  const table = useSearchedTable(useQueryPage, QUERIES_PAGE_SIZE, useDeleteQuery(), {
    title: text.deleteTitle,
    text: (q: StoredQueryItem) => text.deleteText(q.fname),
  });
  const actions = actionsColumn((q: StoredQueryItem) => (
    <RowActions
      editTo={pathTo('query-detail', { id: q.id })}
      onDelete={() => table.deleting.ask(q)}
      label={q.fname}
    />
  ));
  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      label={m.listLabel}
      emptyText={text.empty}
      create={{ label: text.create, to: pathTo('query-detail') }}
    />
  );
}
