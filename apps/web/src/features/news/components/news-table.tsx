import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { actionsColumn, nameColumn, onOffColumn, type TableColumn } from '../../../components/table-columns';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useListSearch } from '../../../lib/use-list-search';
import { useDeleteNews, useNewsPage } from '../api/news-queries';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';
import { commonMessages, newsMessages, routeNames } from '../../../lib/messages';

const text = newsMessages.admin;
/** Rows per page of the Admin news table. */
export const NEWS_TABLE_PAGE_SIZE = 10;

/** The Admin's news: every item (drafts and scheduled ones too), searchable by title, with edit and delete. */
export function NewsTable() {
  const list = useListSearch();
  const query = useNewsPage({ page: list.page, count: NEWS_TABLE_PAGE_SIZE, search: list.search });
  const deleting = useDeleteConfirm(useDeleteNews(), {
    title: text.deleteTitle,
    text: (item: NewsSummary) => text.deleteText(item.name),
  });

  const columns: TableColumn<NewsSummary>[] = [
    nameColumn(commonMessages.title, (item) => item.name),
    {
      key: 'date',
      header: newsMessages.publishDate,
      render: (item) => <NewsDate value={item.publishDate} />,
    },
    onOffColumn(commonMessages.status, (item) => item.published, { on: text.published, off: text.draft }),
    actionsColumn((item) => (
      <RowActions editTo={pathTo('news-detail', { id: item.id })} onDelete={() => deleting.ask(item)} />
    )),
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        {...pageProps(query, list)}
        emptyText={text.empty}
        pagerLabel={newsMessages.pages}
        toolbar={
          <ListToolbar
            search={{ label: text.search, value: list.search, onChange: list.setSearch }}
            create={{ label: routeNames.newsNew, to: pathTo('news-detail') }}
          />
        }
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
