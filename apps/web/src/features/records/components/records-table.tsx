import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate, toPersianDigits, type DataCollection } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteRecord } from '../api/delete-record';
import { useExportRecords } from '../api/export-records';
import { useRecordPage } from '../api/list-records';
import { recordMessages as text } from '../messages';
import { recordFilterBody, type RecordFilter, type RecordSort } from '../record-filters';
import { isComparable, recordColumns } from '../record-values';
import { editRecordPath, newRecordPath } from '../types';
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
  const columns = useMemo(() => recordColumns(collection.formInfo), [collection.formInfo]);
  const filterable = useMemo(() => columns.filter(isComparable), [columns]);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<RecordFilter[]>([]);
  const [sort, setSort] = useState<RecordSort | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const query = recordFilterBody(filters, columns, page, RECORD_TABLE_PAGE_SIZE, sort);
  const { data, isFetching } = useRecordPage(collection.id, query);
  const remove = useDeleteRecord();
  const exporter = useExportRecords(collection.id, text.exportFileName(collection.id));
  const rows = data?.list ?? [];

  const sortBy = (field: string) => {
    setSort(sort?.field === field && sort.dir === 'asc' ? { field, dir: 'desc' } : { field, dir: 'asc' });
    setPage(1);
  };
  const header = (field: string, label: string) => (
    <TableSortLabel
      active={sort?.field === field}
      direction={sort?.field === field ? sort.dir : 'asc'}
      onClick={() => sortBy(field)}
      title={text.sortBy(label)}
    >
      {label}
    </TableSortLabel>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
          to={newRecordPath(collection.id)}
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
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={text.title(collection.fname)} />}
      </Box>
      <TableContainer>
        <Table size="small" aria-label={text.title(collection.fname)}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{header('id', text.id)}</TableCell>
              <TableCell>{text.actions}</TableCell>
              {columns.map((field) => (
                <TableCell key={field.id} sx={{ minWidth: 120 }}>
                  {isComparable(field) ? header(field.id, field.fname) : field.fname}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{header('createdAt', text.createdAt)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((record) => (
              <TableRow key={record.id} hover>
                <TableCell>{toPersianDigits(record.id)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component={RouterLink}
                    to={editRecordPath(collection.id, record.id)}
                    aria-label={text.editRecord(record.id)}
                    title={text.edit}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={text.removeRecord(record.id)}
                    title={text.remove}
                    onClick={() => setDeleting(record.id)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
                {columns.map((field) => (
                  <TableCell key={field.id}>
                    <RecordCell data={record.data} field={field} />
                  </TableCell>
                ))}
                <TableCell>
                  <time dateTime={record.createdAt} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
                    {toPersianDigits(formatJalaliDate(record.createdAt))}
                  </time>
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={columns.length + 3}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {text.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ justifySelf: 'center' }}
        />
      )}
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
    </Box>
  );
}
