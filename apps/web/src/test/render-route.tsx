import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `element` as the route `path` of a memory router opened at `at` (the path itself unless
 * given), inside `queryClient` (a fresh one unless given): a page as the app shows it. Answers the router.
 */
export function renderRoute(
  path: string,
  element: ReactNode,
  { at = path, queryClient = createQueryClient() }: { at?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
