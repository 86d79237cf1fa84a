import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NEWS_SIDEBAR_COUNT, truncateNewsTitle } from '@darvazeh/shared';
import { useNewsPage } from '../api/news-queries';
import { JalaliDate } from '../../../components/jalali-time';
import { newsMessages as text, routeNames } from '../../../lib/messages';

/** The content layout's news sidebar (SPEC §2, §7, §9): `news/filter` page 1, ten items, titles cut at 60. */
export function NewsSidebar() {
  const { data } = useNewsPage({ page: 1, count: NEWS_SIDEBAR_COUNT });
  const items = data?.list ?? [];
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="news-sidebar-title" sx={{ p: 2 }}>
      <Typography id="news-sidebar-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {routeNames.news}
      </Typography>
      {data && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id} style={{ padding: '8px 0' }}>
            <Link component={RouterLink} to={`/show-news/${item.id}`} underline="hover" title={item.name}>
              {truncateNewsTitle(item.name)}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              <JalaliDate value={item.publishDate} />
            </Typography>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
