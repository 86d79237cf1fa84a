import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router';
import { truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useDeleteNews, useNewsPage } from '../api/news-queries';
import { newsMessages } from '../messages';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';

const text = newsMessages.admin;
/** Rows per page of the Admin news table. */
export const NEWS_TABLE_PAGE_SIZE = 10;

/** The Admin's news: every item (drafts and scheduled ones too), searchable by title, with edit and delete. */
export function NewsTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<NewsSummary | null>(null);
  const { data, isFetching } = useNewsPage({ page, count: NEWS_TABLE_PAGE_SIZE, search });
  const remove = useDeleteNews();

  const columns: TableColumn<NewsSummary>[] = [
    {
      key: 'name',
      header: text.name,
      render: (item) => truncateLabel(item.name),
      title: (item) => item.name,
    },
    { key: 'date', header: text.publishDate, render: (item) => <NewsDate value={item.publishDate} /> },
    {
      key: 'status',
      header: text.status,
      render: (item) => (
        <Chip
          size="small"
          variant="outlined"
          color={item.published ? 'success' : 'default'}
          label={item.published ? text.published : text.draft}
        />
      ),
    },
    {
      key: 'actions',
      header: text.actions,
      align: 'left',
      sx: { whiteSpace: 'nowrap' },
      render: (item) => (
        <RowActions editTo={pathTo('news-detail', { id: item.id })} onDelete={() => setDeleting(item)} />
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
        pagerLabel={newsMessages.pages}
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
              to={pathTo('news-detail')}
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
        text={text.deleteText(deleting?.name ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
