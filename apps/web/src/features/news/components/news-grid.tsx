import Box from '@mui/material/Box';
import type { NewsSummary } from '../types';
import { NewsCard } from './news-card';

/** News cards in a responsive grid: one column on phones, up to three on wide screens. */
export function NewsGrid({ items }: { items: readonly NewsSummary[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </Box>
  );
}
