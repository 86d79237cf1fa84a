import { NewsTable } from '../../features/news/components/news-table';
import { routeNames } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';

/** `/panel/content/news-list`: the Admin's news table. */
export default function NewsListPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.news}>
      <NewsTable />
    </SectionCard>
  );
}
