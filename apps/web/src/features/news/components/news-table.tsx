import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { Link as RouterLink } from 'react-router';
import { truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteNews } from '../api/delete-news';
import { useNewsPage } from '../api/list-news';
import { newsMessages } from '../messages';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';

const text = newsMessages.admin;
/** Rows per page of the Admin news table. */
export const NEWS_TABLE_PAGE_SIZE = 10;
/** Where an item is edited (no id: a new one). */
export const newsDetailPath = (id?: number) =>
  `/panel/content/news-detail${id === undefined ? '' : `/${id}`}`;

/** The Admin's news: every item (drafts and scheduled ones too), searchable by title, with edit and delete. */
export function NewsTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<NewsSummary | null>(null);
  const { data, isFetching } = useNewsPage({ page, count: NEWS_TABLE_PAGE_SIZE, search });
  const remove = useDeleteNews();
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
        <Button component={RouterLink} to={newsDetailPath()} variant="contained" startIcon={<AddOutlined />}>
          {text.create}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text.name}</TableCell>
              <TableCell>{text.publishDate}</TableCell>
              <TableCell>{text.status}</TableCell>
              <TableCell align="left">{text.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell title={item.name}>{truncateLabel(item.name)}</TableCell>
                <TableCell>
                  <NewsDate value={item.publishDate} />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={item.published ? 'success' : 'default'}
                    label={item.published ? text.published : text.draft}
                  />
                </TableCell>
                <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component={RouterLink}
                    to={newsDetailPath(item.id)}
                    aria-label={text.edit}
                    title={text.edit}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton aria-label={text.delete} title={text.delete} onClick={() => setDeleting(item)}>
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
        text={text.deleteText(deleting?.name ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Box>
  );
}
