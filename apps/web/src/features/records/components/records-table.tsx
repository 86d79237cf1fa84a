import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableSortLabel from '@mui/material/TableSortLabel';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { toPersianDigits, type DataCollection } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { JalaliDate } from '../../../components/jalali-time';
import { CreateLink } from '../../../components/list-toolbar';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useExportRecords } from '../api/record-excel';
import { useDeleteRecord, useRecordPage } from '../api/record-queries';
import { filtersFromAddress, recordFilterBody, type RecordFilter, type RecordSort } from '../record-filters';
import { isComparable, recordColumns } from '../record-values';
import type { CollectionRecord } from '../types';
import { RecordCell } from './record-cell';
import { RecordFilterBar } from './record-filter-bar';
import { RecordsImportButton } from './records-import-dialog';
import { recordMessages as text, routeNames } from '../../../lib/messages';

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
  // A dashboard card's row may lead here with filters in the address (f.{fieldId}=value).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<RecordFilter[]>(() => filtersFromAddress(params, filterable));
  const [sort, setSort] = useState<RecordSort | null>(null);
  const body = recordFilterBody(filters, fields, page, RECORD_TABLE_PAGE_SIZE, sort);
  const query = useRecordPage(collection.id, body);
  const deleting = useDeleteConfirm(useDeleteRecord(collection.id), {
    title: text.deleteTitle,
    text: (record: CollectionRecord) => text.deleteText(record.id),
  });
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
    actionsColumn((record) => (
      <RowActions
        editTo={pathTo('data-collection-record-edit', { id: collection.id, recordId: record.id })}
        onDelete={() => deleting.ask(record)}
        label={text.record(record.id)}
      />
    )),
    ...fields.map((field): TableColumn<CollectionRecord> => ({
      key: `field-${field.id}`,
      header: isComparable(field) ? sortable(field.id, field.fname) : field.fname,
      render: (record) => <RecordCell data={record.data} field={field} />,
      sx: { minWidth: 120 },
    })),
    {
      key: 'createdAt',
      header: sortable('createdAt', text.createdAt),
      render: (record) => <JalaliDate value={record.createdAt} />,
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
              onClick={() => exporter.mutate({ filters: body.filters, ...(sort ? { sort } : {}) })}
            >
              {text.export}
            </Button>
            <RecordsImportButton collectionId={collection.id} />
          </>
        )}
        <CreateLink
          label={routeNames.recordNew}
          to={pathTo('data-collection-record-new', { id: collection.id })}
        />
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
        {...pageProps(query, { page, setPage })}
        emptyText={text.empty}
        label={text.title(collection.fname)}
        toolbar={toolbar}
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
