import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Skeleton from '@mui/material/Skeleton';
import { Navigate, useParams } from 'react-router';
import { useNews } from '../../features/news/api/news-queries';
import { NewsArticle } from '../../features/news/components/news-article';
import { newsMessages } from '../../features/news/messages';
import { StatusMessage } from '../../components/status-message';

/** `/show-news/{id?}`: one news item; without an id, all news. */
export default function ShowNewsPage() {
  const { id } = useParams();
  const newsId = Number(id);
  const isValidId = Number.isInteger(newsId) && newsId > 0;
  const { data: item, isError } = useNews(isValidId ? newsId : null);
  if (id === undefined) return <Navigate to="/all-news" replace />;
  if (!isValidId || isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={newsMessages.notFound}
        text={newsMessages.notFoundText}
        action={{ label: newsMessages.backToAll, to: '/all-news' }}
      />
    );
  if (!item) return <Skeleton variant="rounded" height={320} />;
  return <NewsArticle item={item} />;
}
