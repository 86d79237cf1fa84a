/**
 * The portal's colours, in one place for both ways pages are styled: the MUI theme (lib/theme.ts) of the
 * panel and sign-in pages, and the CSS variables of the visitor's pages, which load no MUI.
 */
export const palette = {
  /** SPEC §9: the primary theme colour is purple; index.html's theme-color and boot shell repeat it. */
  primary: { main: '#6a1b9a', light: '#9c4dcc', dark: '#38006b', contrastText: '#fff' },
  secondary: { main: '#ffb300', dark: '#c68400', contrastText: '#212121' },
  background: { default: '#f6f3f9', paper: '#fff' },
  text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.6)', disabled: 'rgba(0, 0, 0, 0.38)' },
  divider: 'rgba(0, 0, 0, 0.12)',
  footer: { background: '#212121', text: '#e0e0e0' },
} as const;

/** The font stack: Vazirmatn (the variable font from @fontsource-variable, imported in main.tsx) first. */
export const FONT_FAMILY = '"Vazirmatn Variable", Tahoma, "Segoe UI", sans-serif';

/** The corner radius of cards and buttons, in pixels. */
export const BORDER_RADIUS = 10;

/** The palette as CSS custom properties (`--dz-primary-main`, …) for the visitor's stylesheets. */
export function paletteVariables(): Record<string, string> {
  const variables: Record<string, string> = {
    '--dz-font-family': FONT_FAMILY,
    '--dz-radius': `${BORDER_RADIUS}px`,
    '--dz-divider': palette.divider,
  };
  for (const [group, shades] of Object.entries(palette)) {
    if (typeof shades === 'string') continue;
    for (const [shade, value] of Object.entries(shades)) variables[`--dz-${group}-${kebab(shade)}`] = value;
  }
  return variables;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Sets the palette's CSS variables on the document, before the first render. */
export function applyPaletteVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteVariables())) root.style.setProperty(name, value);
}
