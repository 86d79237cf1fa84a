import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { JalaliTime } from '../../../components/jalali-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useContentPages, useDeleteContentPage } from '../api/content-page-queries';
import type { ContentPage } from '../types';
import { commonMessages, contentMessages as text, routeNames } from '../../../lib/messages';

/** Every content page with view, edit and delete, and the button for a new one. */
export function ContentPagesTable() {
  const { data, isFetching } = useContentPages();
  const deleting = useDeleteConfirm(useDeleteContentPage(), {
    title: text.deleteTitle,
    text: (page: ContentPage) => text.deleteConfirm(page.title),
  });

  const columns: TableColumn<ContentPage>[] = [
    { key: 'title', header: commonMessages.title, render: (page) => page.title },
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
        isFetching={isFetching}
        emptyText={text.empty}
        label={routeNames.contentPages}
        toolbar={<ListToolbar create={{ label: text.newPage, to: pathTo('content-page-detail') }} />}
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
