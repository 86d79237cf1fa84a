import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { GlobalLoadingBar } from '../components/global-loading-bar';
import { useSiteTitle } from '../features/settings/hooks/use-site-settings';
import { recordNavigation } from '../lib/history-depth';
import { markAppLoaded } from '../lib/preload-recovery';
import { useIsLoggedIn } from '../lib/session-store';
import { dismissErrorToasts } from '../lib/toast-store';
import { routeName } from './route-meta';
import type { RouteMeta } from './routes';

// A signed-in session's timers and SAML form; a visitor never downloads them.
const IdentitySession = lazy(() => import('../features/identity/components/identity-session'));
// The live hub's connection, also only while signed in.
const LiveHub = lazy(() => import('./live-hub'));

/** The current route's meta, from the deepest match that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/** The root route: the loading bar, the document title, the session's timers, and the page's layout below. */
export function RootShell() {
  const navigation = useNavigation();
  const isLoggedIn = useIsLoggedIn();
  const siteTitle = useSiteTitle();
  const meta = useRouteMeta();
  const params = useMatches().at(-1)?.params ?? {};
  const pageName = meta && routeName(meta, params);
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();

  // How deep this entry is in the visit's history, recorded before the back button can be pressed.
  useLayoutEffect(() => recordNavigation(key, navigationType), [key, navigationType]);

  // An error toast speaks of the page it was raised on: a new page starts without the old ones.
  useEffect(() => dismissErrorToasts(), [pathname]);

  useEffect(() => {
    document.title = pageName && pageName !== siteTitle ? `${pageName} | ${siteTitle}` : siteTitle;
  }, [pageName, siteTitle]);

  // Rendering here means every chunk of the current page loaded: re-arm the one-time chunk reload.
  useEffect(() => {
    if (navigation.state === 'idle') markAppLoaded();
  }, [navigation.state]);

  return (
    <>
      <GlobalLoadingBar isNavigating={navigation.state !== 'idle'} />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <IdentitySession />
          <LiveHub />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
