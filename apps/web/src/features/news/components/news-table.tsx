import { SearchedTable, useNamedTable } from '../../../components/searched-table';
import { nameColumn, onOffColumn, type TableColumn } from '../../../components/table-columns';
import { pathTo } from '../../../lib/paths';
import { useDeleteNews, useNewsPage } from '../api/news-queries';
import type { NewsSummary } from '../types';
import { JalaliDate } from '../../../components/jalali-time';
import { commonMessages, newsMessages, routeNames } from '../../../lib/messages';

const text = newsMessages.admin;

/** The Admin's news: every item (drafts and scheduled ones too), searchable by title, with edit and delete. */
export function NewsTable() {
  const { table, actions } = useNamedTable(useNewsPage, useDeleteNews(), text, 'name', (item) => ({
    editTo: pathTo('news-detail', { id: item.id }),
  }));

  const columns: TableColumn<NewsSummary>[] = [
    nameColumn(commonMessages.title, (item) => item.name),
    {
      key: 'date',
      header: newsMessages.publishDate,
      render: (item) => <JalaliDate value={item.publishDate} />,
    },
    onOffColumn(commonMessages.status, (item) => item.published, { on: text.published, off: text.draft }),
    actions,
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
