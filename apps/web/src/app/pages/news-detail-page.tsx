import { useNews } from '../../features/news/api/news-queries';
import { NewsForm } from '../../features/news/components/news-form';
import { newsMessages, routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteItem } from './route-item';

const text = newsMessages.form;

/** `/panel/content/news-detail/{id?}`: a new news item, or the item `id` to edit. */
export default function NewsDetailPage() {
  const { item, status } = useRouteItem(useNews);
  return (
    <RouteItem
      {...status}
      notFound={{ title: newsMessages.notFound, text: newsMessages.notFoundText }}
      back={{ label: text.back, to: pathTo('news-list') }}
    >
      {() => (
        <PageCard title={item ? routeNames.newsDetail : routeNames.newsNew}>
          {/* Keyed by the item, so the form restarts from what the server holds. */}
          <NewsForm key={item?.id ?? 'new'} item={item ?? null} />
        </PageCard>
      )}
    </RouteItem>
  );
}
