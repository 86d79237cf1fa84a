import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OnDemandOverlays } from '../components/on-demand-overlays';
import { queryClient as appQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
}

/**
 * Everything a page needs around it: server state, and the toasts and upload tracker (loaded when there
 * is something to show). MUI's theme is not here: each MUI layout brings its own
 * (components/mui-frame.tsx).
 */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <OnDemandOverlays />
    </QueryClientProvider>
  );
}
