import { PageCard } from '../../components/section-card';
import { ContentPagesTable } from '../../features/content/components/content-pages-table';
import { routeNames } from '../../lib/messages';

/** Admins list, create, edit and delete content pages. */
export default function ContentPagesPage() {
  return (
    <PageCard title={routeNames.contentPages}>
      <ContentPagesTable />
    </PageCard>
  );
}
