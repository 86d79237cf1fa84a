import { useState } from 'react';
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
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate, toPersianDigits, truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCollection } from '../api/delete-collection';
import { useCollectionPage } from '../api/list-collections';
import { collectionMessages } from '../messages';
import { collectionDetailPath, collectionRecordsPath, type DataCollection } from '../types';

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
  const rows = data?.list ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
          to={collectionDetailPath()}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          {text.create}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={text.title} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={text.title}>
          <TableHead>
            <TableRow>
              <TableCell>{text.name}</TableCell>
              <TableCell>{text.fieldCount}</TableCell>
              <TableCell>{text.createdAt}</TableCell>
              <TableCell align="left">{text.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell title={item.fname}>{truncateLabel(item.fname)}</TableCell>
                <TableCell>{toPersianDigits(String(item.formInfo.formFields?.length ?? 0))}</TableCell>
                <TableCell>
                  <time dateTime={item.createdAt} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
                    {toPersianDigits(formatJalaliDate(item.createdAt))}
                  </time>
                </TableCell>
                <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component={RouterLink}
                    to={collectionRecordsPath(item.id)}
                    aria-label={`${text.records} ${item.fname}`}
                    title={text.records}
                  >
                    <TableRowsOutlined />
                  </IconButton>
                  <IconButton
                    component={RouterLink}
                    to={collectionDetailPath(item.id)}
                    aria-label={`${text.edit} ${item.fname}`}
                    title={text.edit}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`${text.delete} ${item.fname}`}
                    title={text.delete}
                    onClick={() => setDeleting(item)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
        text={text.deleteText(deleting?.fname ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Box>
  );
}
