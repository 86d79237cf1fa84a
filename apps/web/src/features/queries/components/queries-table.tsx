import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { CreateLink, ListToolbar } from '../../../components/list-toolbar';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { actionsColumn, nameColumn, type TableColumn } from '../../../components/table-columns';
import { commonMessages, queryMessages as m } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useListSearch } from '../../../lib/use-list-search';
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
  const list = useListSearch();
  const query = useQueryPage({ page: list.page, count: QUERIES_PAGE_SIZE, search: list.search });
  const deleting = useDeleteConfirm(useDeleteQuery(), {
    title: text.deleteTitle,
    text: (q: StoredQueryItem) => text.deleteText(q.fname),
  });
  const actions = actionsColumn((q: StoredQueryItem) => (
    <RowActions
      editTo={pathTo('query-detail', { id: q.id })}
      onDelete={() => deleting.ask(q)}
      label={q.fname}
    />
  ));
  return (
    <>
      <PagedTable
        columns={[...columns, actions]}
        {...pageProps(query, list)}
        label={m.listLabel}
        emptyText={text.empty}
        toolbar={
          <ListToolbar
            search={{ label: commonMessages.searchName, value: list.search, onChange: list.setSearch }}
          >
            <CreateLink label={text.create} to={pathTo('query-detail')} />
          </ListToolbar>
        }
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
