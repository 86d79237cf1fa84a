// Routes whose screens are not built yet still carry their real SPEC §2 meta, so the guards and the
// server agree on who may open them today; they all show one honest placeholder page. None is left
// in the route table since the dashboards (/panel/bi) were built; the helper stays for the next one.
import type { RoleRule } from '@darvazeh/shared';
import { routePaths, type RouteId } from '../lib/paths';
import type { AppRoute, RouteMeta } from './route-meta';

/** Loads the shared placeholder page; tests use it to tell placeholder routes from built ones. */
export const loadPlaceholderPage = () => import('./pages/placeholder-page');

/** Meta a placeholder route may add besides its roles and name; never an icon. */
export type PlaceholderExtras = Partial<Pick<RouteMeta, 'layout' | 'applicant' | 'provider' | 'badge'>>;

/**
 * A route on the placeholder page (panel layout unless `extras` says otherwise). It has no icon,
 * so the side menu does not offer an empty page; its name still feeds breadcrumbs and the title.
 */
export function placeholderRoute(
  id: RouteId,
  roles: readonly RoleRule[],
  name: string,
  extras: PlaceholderExtras = {},
): AppRoute {
  return {
    id,
    path: routePaths[id],
    meta: { roles, layout: 'panel', name, ...extras },
    load: loadPlaceholderPage,
  };
}
