import { useNews } from '../../features/news/api/news-queries';
import { NewsForm } from '../../features/news/components/news-form';
import { newsMessages, routeNames } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteId } from './route-item';

const text = newsMessages.form;

/** `/panel/content/news-detail/{id?}`: a new news item, or the item `id` to edit. */
export default function NewsDetailPage() {
  const { id, isValid } = useRouteId();
  const { data: item, isError } = useNews(isValid ? id : null);
  return (
    <RouteItem
      isMissing={!isValid || isError}
      isLoading={id !== null && !item}
      notFound={{ title: newsMessages.notFound, text: newsMessages.notFoundText }}
      back={{ label: text.back, to: pathTo('news-list') }}
    >
      {() => (
        <SectionCard headingLevel="h1" title={item ? routeNames.newsDetail : routeNames.newsNew}>
          {/* Keyed by the item, so the form restarts from what the server holds. */}
          <NewsForm key={item?.id ?? 'new'} item={item ?? null} />
        </SectionCard>
      )}
    </RouteItem>
  );
}
