import { hasRoles, type Principal, type RoleRule } from '@darvazeh/shared';
import { fitsMenuMode, type MenuMode } from '../../lib/menu-mode';
import { appRoutes, type AppRoute } from '../routes';
import type { PanelIconName } from './panel-icons';

/** One side-menu entry. */
export interface PanelMenuItem {
  id: string;
  to: string;
  name: string;
  icon: PanelIconName;
  badge?: string;
  /** Who may open the entry's route. */
  roles: readonly RoleRule[];
  applicant?: boolean;
  provider?: boolean;
}

// Optional segments are left out of menu links; a route that needs a parameter has no menu link.
function linkPath(path: string): string | null {
  const link = path.replace(/\/:[^/]+\?/g, '');
  return link.includes(':') || link.includes('*') ? null : link || '/';
}

/**
 * The panel's side menu from the route table: panel routes with both a name and an icon
 * (SPEC §2 hides the others), in table order, children after their parent.
 */
export function panelMenuItems(routes: readonly AppRoute[] = appRoutes): PanelMenuItem[] {
  const items: PanelMenuItem[] = [];
  const walk = (list: readonly AppRoute[], inPanel: boolean): void => {
    for (const route of list) {
      const isPanel = inPanel || route.meta.layout === 'panel';
      const to = linkPath(route.path);
      const { name, icon, badge, roles, applicant, provider } = route.meta;
      if (isPanel && to && name && icon)
        items.push({ id: route.id, to, name, icon, roles, applicant, provider, ...(badge && { badge }) });
      if (route.children) walk(route.children, isPanel);
    }
  };
  walk(routes, false);
  return items;
}

/** The entries a user may open in the menu mode (SPEC §6: the side menu is filtered by roles and mode). */
export function visibleMenuItems(
  items: readonly PanelMenuItem[],
  user: Principal | null,
  mode: MenuMode = 'all',
): PanelMenuItem[] {
  return items.filter((item) => hasRoles(user, item.roles) && fitsMenuMode(item, mode));
}
