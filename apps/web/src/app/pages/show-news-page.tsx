import Skeleton from '@mui/material/Skeleton';
import { Navigate } from 'react-router';
import { useNews } from '../../features/news/api/news-queries';
import { NewsArticle } from '../../features/news/components/news-article';
import { newsMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteId } from './route-item';

/** `/show-news/{id?}`: one news item; without an id, all news. */
export default function ShowNewsPage() {
  const { id, isValid } = useRouteId();
  const { data: item, isError } = useNews(id);
  if (id === null && isValid) return <Navigate to={pathTo('all-news')} replace />;
  return (
    <RouteItem
      isMissing={!isValid || isError}
      isLoading={!item}
      notFound={{ title: newsMessages.notFound, text: newsMessages.notFoundText }}
      back={{ label: newsMessages.backToAll, to: pathTo('all-news') }}
      placeholder={<Skeleton variant="rounded" height={320} />}
    >
      {() => item && <NewsArticle item={item} />}
    </RouteItem>
  );
}
