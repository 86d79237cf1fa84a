import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AllNewsList } from '../../features/news/components/all-news-list';
import { routeNames } from '../../lib/messages';

/** `/all-news`: every published news item as cards, a page at a time. */
export default function AllNewsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {routeNames.allNews}
      </Typography>
      <AllNewsList />
    </Box>
  );
}
