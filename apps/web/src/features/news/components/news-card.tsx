import { Link } from 'react-router';
import { truncateNewsTitle } from '@darvazeh/shared';
import { NewspaperIcon } from '../../../components/site/icons';
import { responsiveImage } from '../../../lib/file-urls';
import type { NewsSummary } from '../types';
import { JalaliDate } from '../../../components/jalali-time';
import styles from './news-card.module.css';

// How wide a card's photo is drawn: the grid's one, two or three columns (news-grid.module.css).
const CARD_IMAGE_SIZES = '(min-width: 960px) 410px, (min-width: 600px) 50vw, 100vw';

/**
 * A news card (SPEC §3): image, title cut at 60 characters plus '…', Jalali date and summary; opens the
 * item. Plain HTML and CSS: the home page shows it to visitors.
 */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <article data-testid="news-card" className={styles.card}>
      <Link to={`/show-news/${item.id}`} className={styles.link}>
        {item.imageFileId ? (
          <img
            {...responsiveImage(item.imageFileId)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
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
            <JalaliDate value={item.publishDate} />
          </span>
          {item.summary && <p className={styles.summary}>{item.summary}</p>}
        </div>
      </Link>
    </article>
  );
}
