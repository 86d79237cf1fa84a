import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { queryClient as appQueryClient } from '../lib/query-client';
import { setReturnCheck } from '../lib/last-page';
import { createReturnCheck } from './guards/return-check';
import { createRouteGuard, type RouteGuard } from './guards/route-guard';
import IndexLayout from './layouts/index-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RootShell } from './root-shell';
import { appRoutes, type AppRoute, type LayoutName } from './routes';
// The visitor's first page (the home page in the index layout) ships in the entry chunk, so its
// route resolves without further round-trips; the table's lazy import of it then costs nothing.
import './pages/home-page';

type LayoutModule = Promise<{ default: ComponentType }>;

// The other layouts are lazy: a visitor on the home page never downloads the panel's drawer.
const layoutModules: Record<LayoutName, () => LayoutModule> = {
  index: () => Promise.resolve({ default: IndexLayout }),
  panel: () => import('./layouts/panel-layout'),
  auth: () => import('./layouts/auth-layout'),
  content: () => import('./layouts/content-layout'),
  loading: () => import('./layouts/loading-layout'),
};

const layoutOrder: readonly LayoutName[] = ['index', 'panel', 'auth', 'content', 'loading'];

function lazyComponent(load: () => LayoutModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function toRouteObject(route: AppRoute, guard: RouteGuard): RouteObject {
  return {
    id: route.id,
    path: route.path,
    handle: route.meta,
    loader: ({ request }) => guard(route, request),
    lazy: lazyComponent(route.load),
    ...(route.children && { children: route.children.map((child) => toRouteObject(child, guard)) }),
  };
}

/** What the routes are built from; tests pass their own query client (it holds the profile). */
export interface RouteObjectOptions {
  routes?: readonly AppRoute[];
  queryClient?: QueryClient;
}

/**
 * Turns the route table into React Router routes: a root (loading bar, error page) holding one
 * pathless route per layout, which holds that layout's pages. Every page's loader runs the
 * navigation guards.
 */
export function buildRouteObjects({
  routes = appRoutes,
  queryClient = appQueryClient,
}: RouteObjectOptions = {}): RouteObject[] {
  const guard = createRouteGuard(queryClient);
  setReturnCheck(createReturnCheck(routes));
  const layouts = layoutOrder
    .map((layout) => ({ layout, pages: routes.filter((route) => route.meta.layout === layout) }))
    .filter(({ pages }) => pages.length > 0)
    .map(({ layout, pages }): RouteObject => ({
      id: `layout-${layout}`,
      lazy: lazyComponent(layoutModules[layout]),
      children: pages.map((page) => toRouteObject(page, guard)),
    }));
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteErrorPage,
      children: layouts,
    },
  ];
}

/** Creates the browser router of the app. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(buildRouteObjects());
}
