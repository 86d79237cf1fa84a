import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useNewsPage } from '../api/list-news';
import { newsMessages as text } from '../messages';
import { NewsGrid } from './news-grid';

/** How many cards the home page shows. */
export const LATEST_NEWS_COUNT = 6;

/** The home page's latest news: up to six cards and a link to all news; nothing while there is none. */
export function LatestNews() {
  const { data } = useNewsPage({ page: 1, count: LATEST_NEWS_COUNT });
  const items = data?.list ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="latest-news-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="latest-news-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {text.latest}
        </Typography>
        <Button component={RouterLink} to="/all-news">
          {text.allNews}
        </Button>
      </Box>
      <NewsGrid items={items} />
    </Box>
  );
}
