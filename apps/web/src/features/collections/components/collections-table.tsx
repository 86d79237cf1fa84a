import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate, toPersianDigits, truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useCollectionPage, useDeleteCollection } from '../api/collection-queries';
import { collectionMessages } from '../messages';
import type { DataCollection } from '../types';

const text = collectionMessages.list;
/** Rows per page of the collection table. */
export const COLLECTION_TABLE_PAGE_SIZE = 10;

/** The Admin's data collections: searchable by name, with records, edit and delete (soft). */
export function CollectionsTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<DataCollection | null>(null);
  const { data, isFetching } = useCollectionPage({ page, count: COLLECTION_TABLE_PAGE_SIZE, search });
  const remove = useDeleteCollection();

  const columns: TableColumn<DataCollection>[] = [
    {
      key: 'name',
      header: text.name,
      render: (item) => truncateLabel(item.fname),
      title: (item) => item.fname,
    },
    {
      key: 'fields',
      header: text.fieldCount,
      render: (item) => toPersianDigits(String(item.formInfo.formFields?.length ?? 0)),
    },
    {
      key: 'createdAt',
      header: text.createdAt,
      render: (item) => (
        <time dateTime={item.createdAt} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
          {toPersianDigits(formatJalaliDate(item.createdAt))}
        </time>
      ),
    },
    {
      key: 'actions',
      header: text.actions,
      align: 'left',
      sx: { whiteSpace: 'nowrap' },
      render: (item) => (
        <>
          <IconButton
            component={RouterLink}
            to={pathTo('data-collection-records', { id: item.id })}
            aria-label={`${text.records} ${item.fname}`}
            title={text.records}
          >
            <TableRowsOutlined />
          </IconButton>
          <RowActions
            editTo={pathTo('data-collection-detail', { id: item.id })}
            onDelete={() => setDeleting(item)}
            label={item.fname}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        rows={data?.list}
        rowKey={(item) => item.id}
        pages={data?.pages}
        page={page}
        onPageChange={setPage}
        isFetching={isFetching}
        emptyText={text.empty}
        label={text.title}
        toolbar={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <TextField
              label={text.search}
              value={search}
              size="small"
              sx={{ minWidth: 280 }}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
            <Button
              component={RouterLink}
              to={pathTo('data-collection-detail')}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              {text.create}
            </Button>
          </Box>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteText(deleting?.fname ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
