import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createRtlCache, theme } from '../lib/theme';

const rtlCache = createRtlCache();

/**
 * What MUI components need around them: the right-to-left style cache and the theme. The panel,
 * sign-in and content layouts wrap their pages in it, as do the other MUI parts loaded on demand
 * (the profile dropdown, toasts, upload tracker); the visitor's home page has no MUI and never loads it.
 * The base styles CssBaseline would add are in app/base.css, for every page.
 */
export function MuiFrame({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
