import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ensureProfile } from '../../features/identity/api/get-profile';
import { ensureSettings } from '../../features/settings/api/settings';
import { saveLastPage } from '../../lib/last-page';
import type { AppRoute } from '../routes';
import { decideNavigation } from './navigation-guard';

/** A route loader that applies the guards before its page renders; null lets the page open. */
export type RouteGuard = (route: AppRoute, request: Request) => Promise<Response | null>;

/**
 * Builds the guard every page's loader runs. The first navigation loads the profile; later ones
 * read it from the query cache, which sign-in and sign-out keep current. While it runs the router
 * reports a loading navigation, which the loading bar shows.
 */
export function createRouteGuard(queryClient: QueryClient): RouteGuard {
  return async (route, request) => {
    // Both in parallel: every page shows the settings (navbar, footer), and visitors' guards need them.
    const [profile, settings] = await Promise.all([ensureProfile(queryClient), ensureSettings(queryClient)]);
    const url = new URL(request.url);
    const decision = decideNavigation({
      route,
      path: `${url.pathname}${url.search}`,
      profile,
      // Settings' allowedUnauthMainPage decides whether visitors may open index-layout pages.
      allowUnauthIndex: profile !== null || settings.allowedUnauthMainPage,
    });
    if (decision.kind === 'allow') return null;
    if (decision.rememberPath !== undefined) saveLastPage(decision.rememberPath);
    return redirect(decision.to);
  };
}
