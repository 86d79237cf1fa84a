import { matchRoutes } from 'react-router';
import type { AppRoute } from './routes';

/** The panel's start page: the parent of last resort. */
export const PANEL_HOME = '/panel';

/**
 * The page above `pathname` for the panel's back button when the visit has no earlier page: the route's
 * own `parent`, else the nearest shorter path that is another panel page, else the panel's start.
 */
export function parentPath(pathname: string, routes: readonly AppRoute[]): string {
  const table = routes.filter((route) => route.path !== '*').map((route) => ({ path: route.path, route }));
  const routeAt = (path: string) => matchRoutes(table, path)?.at(-1)?.route.route;
  const here = routeAt(pathname);
  if (here?.meta.parent) return here.meta.parent;
  const segments = pathname.split('/').filter(Boolean);
  while (segments.length > 1) {
    segments.pop();
    const candidate = `/${segments.join('/')}`;
    const above = routeAt(candidate);
    if (above && above.id !== here?.id && above.meta.layout === 'panel') return candidate;
  }
  return PANEL_HOME;
}
