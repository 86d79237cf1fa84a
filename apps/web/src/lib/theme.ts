import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { componentTexts } from './component-texts';
import { BORDER_RADIUS, FONT_FAMILY, palette } from './palette';

/** Builds the right-to-left MUI theme with Persian component texts. */
export function createAppTheme(): Theme {
  return createTheme({
    direction: 'rtl',
    // SPEC §9: the mobile breakpoint md is 960 px (MUI's default is 900).
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: palette.primary,
      secondary: palette.secondary,
      background: palette.background,
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    shape: { borderRadius: BORDER_RADIUS },
    components: {
      ...componentTexts,
      // A table wider than a phone scrolls inside its container; keyboard users can scroll it only if
      // the container takes focus (axe: scrollable-region-focusable).
      MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    },
  });
}

/** The app's theme. */
export const theme = createAppTheme();

/**
 * Left to right inside a style that the RTL cache would otherwise flip (its plugin turns `direction: ltr`
 * into `rtl`, as it turns left into right). For an element of its own, prefer the `dir="ltr"` attribute;
 * this is for nested selectors (`'& pre'`) where no attribute can go.
 */
export const LTR_DIRECTION = 'ltr /* @noflip */';

/**
 * Builds the emotion cache that flips every style for right to left (margins, paddings, positions).
 * The key stays 'muirtl' so the RTL styles never share class names with an LTR cache.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
