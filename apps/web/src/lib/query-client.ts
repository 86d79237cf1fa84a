import { QueryClient } from '@tanstack/react-query';

/**
 * Builds the TanStack Query client. The API client already shows a toast for every failure, so a
 * retry would only repeat it; window focus does not refetch because lists are refreshed on purpose.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's query client. */
export const queryClient = createQueryClient();
