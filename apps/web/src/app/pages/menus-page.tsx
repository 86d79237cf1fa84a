import { PageCard } from '../../components/section-card';
import { useContentPages } from '../../features/content/api/content-page-queries';
import { MenuEditor } from '../../features/menus/components/menu-editor';
import { menuMessages, routeNames } from '../../lib/messages';

/** Admins keep the navbar menu; each item opens a link or one of the content pages. */
export default function MenusPage() {
  const pages = useContentPages().data ?? [];
  return (
    <PageCard title={routeNames.menus} subtitle={menuMessages.subtitle}>
      <MenuEditor pages={pages} />
    </PageCard>
  );
}
