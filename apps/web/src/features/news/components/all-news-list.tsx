import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useNewsPage } from '../api/news-queries';
import { NewsGrid } from './news-grid';
import { commonMessages, newsMessages as text } from '../../../lib/messages';

/** Cards per page of `/all-news`. */
export const ALL_NEWS_PAGE_SIZE = 12;

/** Every published news item as cards, a page at a time, newest first. */
export function AllNewsList() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useNewsPage({ page, count: ALL_NEWS_PAGE_SIZE });
  const items = data?.list ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={commonMessages.loading} />}</Box>
      {data && items.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <NewsGrid items={items} />
      {data && data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={page}
          onChange={(_event, next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          aria-label={text.pages}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
