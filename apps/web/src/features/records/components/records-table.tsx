import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableSortLabel from '@mui/material/TableSortLabel';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate, toPersianDigits, type DataCollection } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useExportRecords } from '../api/record-excel';
import { useDeleteRecord, useRecordPage } from '../api/record-queries';
import { recordMessages as text } from '../messages';
import { recordFilterBody, type RecordFilter, type RecordSort } from '../record-filters';
import { isComparable, recordColumns } from '../record-values';
import type { CollectionRecord } from '../types';
import { RecordCell } from './record-cell';
import { RecordFilterBar } from './record-filter-bar';
import { RecordsImportDialog } from './records-import-dialog';

/** Rows per page of the record table. */
export const RECORD_TABLE_PAGE_SIZE = 10;

interface RecordsTableProps {
  collection: DataCollection;
  /** Admins may export and import; the server refuses Employees anyway. */
  isAdmin: boolean;
}

/** A collection's records: filter chips, sortable columns, paging, edit and delete; Excel for Admins. */
export function RecordsTable({ collection, isAdmin }: RecordsTableProps) {
  const fields = useMemo(() => recordColumns(collection.formInfo), [collection.formInfo]);
  const filterable = useMemo(() => fields.filter(isComparable), [fields]);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<RecordFilter[]>([]);
  const [sort, setSort] = useState<RecordSort | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const query = recordFilterBody(filters, fields, page, RECORD_TABLE_PAGE_SIZE, sort);
  const { data, isFetching } = useRecordPage(collection.id, query);
  const remove = useDeleteRecord();
  const exporter = useExportRecords(collection.id, text.exportFileName(collection.id));

  const sortBy = (field: string) => {
    setSort(sort?.field === field && sort.dir === 'asc' ? { field, dir: 'desc' } : { field, dir: 'asc' });
    setPage(1);
  };
  const sortable = (field: string, label: string) => (
    <TableSortLabel
      active={sort?.field === field}
      direction={sort?.field === field ? sort.dir : 'asc'}
      onClick={() => sortBy(field)}
      title={text.sortBy(label)}
    >
      {label}
    </TableSortLabel>
  );

  const columns: TableColumn<CollectionRecord>[] = [
    {
      key: 'id',
      header: sortable('id', text.id),
      render: (record) => toPersianDigits(record.id),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      header: text.actions,
      sx: { whiteSpace: 'nowrap' },
      render: (record) => (
        <RowActions
          editTo={pathTo('data-collection-record-edit', { id: collection.id, recordId: record.id })}
          onDelete={() => setDeleting(record.id)}
          label={text.record(record.id)}
        />
      ),
    },
    ...fields.map((field): TableColumn<CollectionRecord> => ({
      key: `field-${field.id}`,
      header: isComparable(field) ? sortable(field.id, field.fname) : field.fname,
      render: (record) => <RecordCell data={record.data} field={field} />,
      sx: { minWidth: 120 },
    })),
    {
      key: 'createdAt',
      header: sortable('createdAt', text.createdAt),
      render: (record) => (
        <time dateTime={record.createdAt} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
          {toPersianDigits(formatJalaliDate(record.createdAt))}
        </time>
      ),
    },
  ];

  const toolbar = (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        {isAdmin && (
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate({ filters: query.filters, ...(sort ? { sort } : {}) })}
            >
              {text.export}
            </Button>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
              {text.import}
            </Button>
          </>
        )}
        <Button
          component={RouterLink}
          to={pathTo('data-collection-record-new', { id: collection.id })}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          {text.create}
        </Button>
      </Box>
      {filterable.length > 0 && (
        <RecordFilterBar
          fields={filterable}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      )}
    </>
  );

  return (
    <>
      <PagedTable
        columns={columns}
        rows={data?.list}
        rowKey={(record) => record.id}
        pages={data?.pages}
        page={page}
        onPageChange={setPage}
        isFetching={isFetching}
        emptyText={text.empty}
        label={text.title(collection.fname)}
        toolbar={toolbar}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteText(deleting ?? 0)}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          remove.mutate({ collectionId: collection.id, id: deleting }, { onSuccess: () => setDeleting(null) })
        }
      />
      {importing && <RecordsImportDialog collectionId={collection.id} onClose={() => setImporting(false)} />}
    </>
  );
}
