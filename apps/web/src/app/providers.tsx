import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toasts } from '../components/toasts';
import { queryClient as appQueryClient } from '../lib/query-client';
import { createRtlCache, theme } from '../lib/theme';

const rtlCache = createRtlCache();

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
}

/** Everything a page needs around it: RTL styles, the theme, server state and the toasts. */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          <Toasts />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
