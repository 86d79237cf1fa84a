import { matchRoutes } from 'react-router';
import type { Profile } from '@darvazeh/shared';
import type { AppRoute } from '../routes';
import { decideNavigation } from './navigation-guard';

/**
 * Builds the check that decides whether a user who just signed in may be sent back to the page they
 * had asked for: it must be a page of the route table (not the catch-all) that the guards would open
 * for them without a detour.
 */
export function createReturnCheck(routes: readonly AppRoute[]) {
  const table = routes.filter((route) => route.path !== '*').map((route) => ({ path: route.path, route }));
  return (path: string, profile: Profile): boolean => {
    const url = new URL(path, 'http://app.invalid');
    const route = matchRoutes(table, url.pathname)?.at(-1)?.route.route;
    if (!route) return false;
    const decision = decideNavigation({ route, path, profile, allowUnauthIndex: true });
    return decision.kind === 'allow';
  };
}
