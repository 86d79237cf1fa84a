import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MuiFrame } from '../components/mui-frame';
import { createQueryClient } from '../lib/query-client';

interface RenderRoutesOptions {
  /** The address the router opens at; the first route's path unless given. */
  at?: string;
  /** A fresh one unless given (a test that seeds the cache passes its own). */
  queryClient?: QueryClient;
  /** Wraps the router in the app's MUI frame (theme, right to left) as the panel does. */
  framed?: boolean;
}

/**
 * Renders `routes` in a memory router opened at `at`, inside `queryClient`: pages as the app shows them,
 * with the pages they lead to beside them. Answers the router.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    at = routes[0]?.path ?? '/',
    queryClient = createQueryClient(),
    framed = false,
  }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const shown = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={queryClient}>
      {framed ? <MuiFrame>{shown}</MuiFrame> : shown}
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Renders `element` as the route `path` of a memory router opened at `at` (the path itself unless
 * given), inside `queryClient` (a fresh one unless given): a page as the app shows it. Answers the router.
 */
export function renderRoute(path: string, element: ReactNode, options: RenderRoutesOptions = {}) {
  return renderRoutes([{ path, element }], { at: path, ...options });
}
