import { SearchedTable, useSearchedTable } from '../../../components/searched-table';
import { actionsColumn, nameColumn, onOffColumn, type TableColumn } from '../../../components/table-columns';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useDeleteNews, useNewsPage } from '../api/news-queries';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';
import { commonMessages, newsMessages, routeNames } from '../../../lib/messages';

const text = newsMessages.admin;
/** Rows per page of the Admin news table. */
export const NEWS_TABLE_PAGE_SIZE = 10;

/** The Admin's news: every item (drafts and scheduled ones too), searchable by title, with edit and delete. */
export function NewsTable() {
  const table = useSearchedTable(useNewsPage, NEWS_TABLE_PAGE_SIZE, useDeleteNews(), {
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
      <RowActions editTo={pathTo('news-detail', { id: item.id })} onDelete={() => table.deleting.ask(item)} />
    )),
  ];

  return (
    <SearchedTable
      table={table}
      columns={columns}
      emptyText={text.empty}
      pagerLabel={newsMessages.pages}
      searchLabel={text.search}
      create={{ label: routeNames.newsNew, to: pathTo('news-detail') }}
    />
  );
}
