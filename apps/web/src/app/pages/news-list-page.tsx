import { NewsTable } from '../../features/news/components/news-table';
import { routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/content/news-list`: the Admin's news table. */
export default function NewsListPage() {
  return (
    <PageCard title={routeNames.news}>
      <NewsTable />
    </PageCard>
  );
}
