import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { useNews } from '../../features/news/api/news-queries';
import { NewsForm } from '../../features/news/components/news-form';
import { newsMessages } from '../../features/news/messages';
import { SectionCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/** `/panel/content/news-detail/{id?}`: a new news item, or the item `id` to edit. */
export default function NewsDetailPage() {
  const { id } = useParams();
  const newsId = id === undefined ? null : Number(id);
  const isValidId = newsId === null || (Number.isInteger(newsId) && newsId > 0);
  const { data: item, isError } = useNews(isValidId ? newsId : null);
  const text = newsMessages.form;
  if (!isValidId || isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={newsMessages.notFound}
        text={newsMessages.notFoundText}
        action={{ label: text.back, to: '/panel/content/news-list' }}
      />
    );
  if (newsId !== null && !item) return <LinearProgress aria-label={messages.loading} />;
  return (
    <SectionCard headingLevel="h1" title={item ? text.editTitle : text.newTitle}>
      {/* Keyed by the item, so the form restarts from what the server holds. */}
      <NewsForm key={item?.id ?? 'new'} item={item ?? null} />
    </SectionCard>
  );
}
