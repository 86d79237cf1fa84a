import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { toPersianDigits } from '@darvazeh/shared';
import { JalaliDate } from '../../../components/jalali-time';
import { SearchedTable, useNamedTable } from '../../../components/searched-table';
import { nameColumn, type TableColumn } from '../../../components/table-columns';
import { pathTo } from '../../../lib/paths';
import { useCollectionPage, useDeleteCollection } from '../api/collection-queries';
import type { DataCollection } from '../types';
import { collectionMessages, commonMessages, routeNames } from '../../../lib/messages';

const text = collectionMessages.list;

/** The Admin's data collections: searchable by name, with records, edit and delete (soft). */
export function CollectionsTable() {
  const { table, actions } = useNamedTable(
    useCollectionPage,
    useDeleteCollection(),
    text,
    'fname',
    (item) => ({
      links: [
        {
          to: pathTo('data-collection-records', { id: item.id }),
          label: text.records,
          icon: <TableRowsOutlined />,
        },
      ],
      editTo: pathTo('data-collection-detail', { id: item.id }),
    }),
  );

  const columns: TableColumn<DataCollection>[] = [
    nameColumn(commonMessages.name, (item) => item.fname),
    {
      key: 'fields',
      header: text.fieldCount,
      render: (item) => toPersianDigits(String(item.formInfo.formFields?.length ?? 0)),
    },
    {
      key: 'createdAt',
      header: commonMessages.createdAt,
      render: (item) => <JalaliDate value={item.createdAt} />,
    },
    actions,
  ];

  return (
    <SearchedTable
      table={table}
      columns={columns}
      emptyText={text.empty}
      label={routeNames.collections}
      create={{ label: collectionMessages.create, to: pathTo('data-collection-detail') }}
    />
  );
}
