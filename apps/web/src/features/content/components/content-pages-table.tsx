import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/Add';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useContentPages, useDeleteContentPage } from '../api/content-page-queries';
import { contentMessages as text } from '../messages';
import type { ContentPage } from '../types';

/** Every content page with view, edit and delete, and the button for a new one. */
export function ContentPagesTable() {
  const { data, isFetching } = useContentPages();
  const remove = useDeleteContentPage();
  const [deleting, setDeleting] = useState<ContentPage | null>(null);

  const columns: TableColumn<ContentPage>[] = [
    { key: 'title', header: text.title, render: (page) => page.title },
    {
      key: 'updated',
      header: text.updated,
      render: (page) => <JalaliTime value={page.updatedAt ?? page.createdAt} />,
    },
    {
      key: 'actions',
      header: text.actions,
      sx: { whiteSpace: 'nowrap' },
      render: (page) => (
        <>
          <IconButton
            component={RouterLink}
            to={pathTo('content-page', { id: page.id })}
            aria-label={`${text.view} ${page.title}`}
            title={text.view}
          >
            <VisibilityOutlined />
          </IconButton>
          <RowActions
            editTo={pathTo('content-page-detail', { id: page.id })}
            onDelete={() => setDeleting(page)}
            label={page.title}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        rows={data}
        rowKey={(page) => page.id}
        isFetching={isFetching}
        emptyText={text.empty}
        label={text.listTitle}
        toolbar={
          <Button
            component={RouterLink}
            to={pathTo('content-page-detail')}
            variant="contained"
            startIcon={<AddOutlined />}
            sx={{ justifySelf: 'start' }}
          >
            {text.newPage}
          </Button>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteConfirm(deleting?.title ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
