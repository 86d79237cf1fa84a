import type { NewsSummary } from '../types';
import { NewsCard } from './news-card';
import styles from './news-grid.module.css';

/** News cards in a responsive grid: one column on phones, up to three on wide screens. */
export function NewsGrid({ items }: { items: readonly NewsSummary[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
