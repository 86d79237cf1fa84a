import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { JalaliTime } from '../../../components/jalali-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useContentPages, useDeleteContentPage } from '../api/content-page-queries';
import { contentMessages as text } from '../messages';
import type { ContentPage } from '../types';

/** Every content page with view, edit and delete, and the button for a new one. */
export function ContentPagesTable() {
  const { data, isFetching } = useContentPages();
  const deleting = useDeleteConfirm(useDeleteContentPage(), {
    title: text.deleteTitle,
    text: (page: ContentPage) => text.deleteConfirm(page.title),
  });

  const columns: TableColumn<ContentPage>[] = [
    { key: 'title', header: text.title, render: (page) => page.title },
    {
      key: 'updated',
      header: text.updated,
      render: (page) => <JalaliTime value={page.updatedAt ?? page.createdAt} />,
    },
    actionsColumn((page) => (
      <RowActions
        links={[
          { to: pathTo('content-page', { id: page.id }), label: text.view, icon: <VisibilityOutlined /> },
        ]}
        editTo={pathTo('content-page-detail', { id: page.id })}
        onDelete={() => deleting.ask(page)}
        label={page.title}
      />
    )),
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
        toolbar={<ListToolbar create={{ label: text.newPage, to: pathTo('content-page-detail') }} />}
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
