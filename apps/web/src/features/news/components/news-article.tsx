import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTextView } from '../../../components/rich-text-editor';
import { responsiveImage } from '../../../lib/file-urls';
import type { NewsItem } from '../types';
import { JalaliDate } from '../../../components/jalali-time';
import { newsMessages as text } from '../../../lib/messages';

/** A whole news item: full title, date, image, summary and the sanitised body. */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <Box component="article" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
        {item.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.publishDate}: <JalaliDate value={item.publishDate} />
      </Typography>
      {item.imageFileId && (
        <Box
          component="img"
          {...responsiveImage(item.imageFileId)}
          sizes="(min-width: 1200px) 900px, 100vw"
          alt={item.name}
          data-testid="news-image"
          sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {item.summary && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ fontWeight: 500 }}>
          {item.summary}
        </Typography>
      )}
      <RichTextView html={item.body} />
    </Box>
  );
}
