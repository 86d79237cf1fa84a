import { useParams } from 'react-router';
import { PageCard } from '../../components/section-card';
import { ContentPageForm } from '../../features/content/components/content-page-form';
import { contentMessages, routeNames } from '../../lib/messages';

/** Admins write a content page (new without an id) in the rich-text editor. */
export default function ContentPageDetailPage() {
  const { id } = useParams();
  const pageId = id === undefined ? undefined : Number(id);
  return (
    <PageCard title={pageId === undefined ? contentMessages.newPage : routeNames.contentPageDetail}>
      <ContentPageForm key={id ?? 'new'} id={pageId} />
    </PageCard>
  );
}
