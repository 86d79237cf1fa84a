import type { QueryClient } from '@tanstack/react-query';
import { HOME_NEWS_PAGE, type HomeBoot } from '@darvazeh/shared';
import { hasSignedInHint } from '../features/identity/api/get-profile';
import { writeMenuCache } from '../features/menus/menu-cache';
import { menuKeys } from '../features/menus/types';
import { newsKeys } from '../features/news/types';
import { ssoKeys } from '../features/sso/types';
import { addJalaliDates } from '../lib/jalali-dates';

/**
 * Puts what the server wrote for the home page (boot data `home`) into the query cache, so its first
 * render draws the menu, the systems and the news without a request. The server read them as an
 * anonymous visitor: the news and the systems, which depend on who reads (a signed-in user sees only the
 * systems the SSO gate lets them into), are used only when this browser holds no session; a signed-in
 * user's page asks for them. The answer goes through the same Jalali step as an
 * API answer, and the menu into its sessionStorage cache as `menu/get-menues` would.
 */
export function seedHomeData(
  queryClient: QueryClient,
  home: HomeBoot | undefined,
  signedIn: boolean = hasSignedInHint(),
): void {
  if (!home) return;
  addJalaliDates(home);
  queryClient.setQueryData(menuKeys.public, home.menus);
  writeMenuCache(home.menus);
  if (signedIn) return;
  if (home.systems) queryClient.setQueryData(ssoKeys.home, home.systems);
  queryClient.setQueryData(newsKeys.list(HOME_NEWS_PAGE), home.news);
}
