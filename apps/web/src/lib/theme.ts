import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { componentTexts } from './component-texts';

/** The purple of the portal (SPEC §9: primary theme colour purple); index.html's theme-color repeats it. */
export const PRIMARY_COLOR = '#6a1b9a';

/** The font stack: Vazirmatn (bundled from @fontsource, imported in main.tsx) first. */
export const FONT_FAMILY = 'Vazirmatn, Tahoma, "Segoe UI", sans-serif';

/** Builds the right-to-left MUI theme with Persian component texts. */
export function createAppTheme(): Theme {
  return createTheme({
    direction: 'rtl',
    // SPEC §9: the mobile breakpoint md is 960 px (MUI's default is 900).
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: PRIMARY_COLOR, light: '#9c4dcc', dark: '#38006b', contrastText: '#fff' },
      secondary: { main: '#ffb300', contrastText: '#212121' },
      background: { default: '#f6f3f9' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    shape: { borderRadius: 10 },
    components: componentTexts,
  });
}

/** The app's theme. */
export const theme = createAppTheme();

/**
 * Builds the emotion cache that flips every style for right to left (margins, paddings, positions).
 * The key stays 'muirtl' so the RTL styles never share class names with an LTR cache.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
