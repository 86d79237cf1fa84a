import { HOME_NEWS_PAGE } from '@darvazeh/shared';
import { LinkButton } from '../../../components/site/link-button';
import { useNewsPage } from '../api/news-queries';
import { NewsGrid } from './news-grid';
import styles from './latest-news.module.css';
import { newsMessages as text, routeNames } from '../../../lib/messages';

/** The home page's latest news: up to HOME_NEWS_COUNT cards and a link to all news; nothing while there is none. */
export function LatestNews() {
  const { data } = useNewsPage(HOME_NEWS_PAGE);
  const items = data?.list ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="latest-news-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="latest-news-title" className={styles.title}>
          {text.latest}
        </h2>
        <LinkButton to="/all-news" color="primary">
          {routeNames.allNews}
        </LinkButton>
      </div>
      <NewsGrid items={items} />
    </section>
  );
}
