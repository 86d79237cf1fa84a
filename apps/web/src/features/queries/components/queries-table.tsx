import { SearchedTable, useNamedTable } from '../../../components/searched-table';
import { nameColumn, type TableColumn } from '../../../components/table-columns';
import { queryMessages as m } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useDeleteQuery, useQueryPage } from '../api/query-queries';
import type { StoredQueryItem } from '../types';

const text = m.list;

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
  const { table, actions } = useNamedTable(useQueryPage, useDeleteQuery(), text, 'fname', (q) => ({
    editTo: pathTo('query-detail', { id: q.id }),
  }));
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
