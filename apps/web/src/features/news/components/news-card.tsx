import { Link } from 'react-router';
import { truncateNewsTitle } from '@darvazeh/shared';
import { NewspaperIcon } from '../../../components/site/icons';
import { fileUrl } from '../../../lib/file-urls';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';
import styles from './news-card.module.css';

/**
 * A news card (SPEC §3): image, title cut at 60 characters plus '…', Jalali date and summary; opens the
 * item. Plain HTML and CSS: the home page shows it to visitors.
 */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <article data-testid="news-card" className={styles.card}>
      <Link to={`/show-news/${item.id}`} className={styles.link}>
        {item.imageFileId ? (
          <img src={fileUrl(item.imageFileId, 'download')} alt="" loading="lazy" className={styles.image} />
        ) : (
          <div aria-hidden className={styles.placeholder}>
            <NewspaperIcon size={36} />
          </div>
        )}
        <div className={styles.body}>
          <h3 title={item.name} className={styles.title}>
            {truncateNewsTitle(item.name)}
          </h3>
          <span className={styles.date}>
            <NewsDate value={item.publishDate} />
          </span>
          {item.summary && <p className={styles.summary}>{item.summary}</p>}
        </div>
      </Link>
    </article>
  );
}
