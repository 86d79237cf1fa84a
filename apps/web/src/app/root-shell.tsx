import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { GlobalLoadingBar } from '../components/global-loading-bar';
import { UploadTracker } from '../components/upload-tracker';
import { IdentitySession } from '../features/identity/components/identity-session';
import { useSiteTitle } from '../features/settings/hooks/use-site-settings';
import { markAppLoaded } from '../lib/preload-recovery';
import type { RouteMeta } from './routes';

/** The current route's meta, from the deepest match that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/** The root route: the loading bar, the document title, the session's timers, the upload tracker, and the page's layout below. */
export function RootShell() {
  const navigation = useNavigation();
  const siteTitle = useSiteTitle();
  const pageName = useRouteMeta()?.name;

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
      <IdentitySession />
      <UploadTracker />
      <Outlet />
    </>
  );
}
