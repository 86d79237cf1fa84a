import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@darvazeh/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { setLoggedIn } from '../../../lib/session-store';
import { profileQueryKey } from '../api/get-profile';

interface RenderOptions {
  /** Paths that render their own path as text, to see where a component navigated. */
  otherPaths?: readonly string[];
  /** The profile in the cache before the first render; null is signed out. */
  profile?: Profile | null;
}

/** Renders `element` at `path` in a memory router with a fresh query client. */
export function renderWithRouter(element: ReactNode, path: string, options: RenderOptions = {}) {
  const { otherPaths = [], profile = null } = options;
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  setLoggedIn(profile !== null);
  const router = createMemoryRouter(
    [{ path, element }, ...otherPaths.map((other) => ({ path: other, element: <p>{`page ${other}`}</p> }))],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
