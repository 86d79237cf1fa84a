import { SectionCard } from '../../components/section-card';
import { useContentPages } from '../../features/content/api/content-page-queries';
import { MenuEditor } from '../../features/menus/components/menu-editor';
import { menuMessages } from '../../features/menus/messages';

/** Admins keep the navbar menu; each item opens a link or one of the content pages. */
export default function MenusPage() {
  const pages = useContentPages().data ?? [];
  return (
    <SectionCard headingLevel="h1" title={menuMessages.title} subtitle={menuMessages.subtitle}>
      <MenuEditor pages={pages} />
    </SectionCard>
  );
}
