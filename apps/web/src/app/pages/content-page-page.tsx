import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { RichTextView } from '../../components/rich-text-editor';
import { usePublicContentPage } from '../../features/content/api/content-page-queries';
import NotFoundPage from './not-found-page';

/** A content page (SPEC §2 '/content-page/{id}'): its title and sanitised rich text, or the 404 page. */
export default function ContentPagePage() {
  const id = Number(useParams().id);
  const { data: page, isError, isPending } = usePublicContentPage(id);
  if (isError || !Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (isPending) return <Skeleton variant="rounded" height={320} />;
  return (
    <article>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {page.title}
      </Typography>
      <RichTextView html={page.html} />
    </article>
  );
}
