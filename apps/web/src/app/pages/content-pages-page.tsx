import { SectionCard } from '../../components/section-card';
import { ContentPagesTable } from '../../features/content/components/content-pages-table';
import { contentMessages } from '../../features/content/messages';

/** Admins list, create, edit and delete content pages. */
export default function ContentPagesPage() {
  return (
    <SectionCard headingLevel="h1" title={contentMessages.listTitle}>
      <ContentPagesTable />
    </SectionCard>
  );
}
