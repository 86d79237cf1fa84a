import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { Link as RouterLink } from 'react-router';
import { truncateNewsTitle } from '@darvazeh/shared';
import { fileUrl } from '../../../lib/file-urls';
import type { NewsSummary } from '../types';
import { NewsDate } from './news-date';

const IMAGE_HEIGHT = 168;

/** A news card (SPEC §3): image, title cut at 60 characters plus '…', Jalali date and summary; opens the item. */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <Card variant="outlined" component="article" data-testid="news-card" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/show-news/${item.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {item.imageFileId ? (
          <Box
            component="img"
            src={fileUrl(item.imageFileId, 'download')}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              height: IMAGE_HEIGHT,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.disabled',
            }}
          >
            <NewspaperOutlined fontSize="large" />
          </Box>
        )}
        <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start', flexGrow: 1 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            title={item.name}
            sx={{ fontWeight: 700, lineHeight: 1.6 }}
          >
            {truncateNewsTitle(item.name)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <NewsDate value={item.publishDate} />
          </Typography>
          {item.summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {item.summary}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
