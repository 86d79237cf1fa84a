// The colours charts draw with, derived from the portal's theme (lib/palette.ts) rather than ECharts' own
// blue: the primary colour first, then hues turned around the colour wheel from it by the golden angle (so
// neighbours differ most), each darkened until it stands out from the white card at least 3:1 (WCAG's
// contrast for graphics). And a sequential scale, from a pale tint of the primary colour to its dark shade,
// for values on a map; with the text colour that reads on each step.
import { palette } from './palette';

type Rgb = [number, number, number];
type Hsl = [number, number, number];

const hex = (color: string): Rgb => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) throw new Error(`not a #rrggbb colour: ${color}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
};

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function toHsl([r, g, b]: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Hsl): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(color: string): number {
  const [r, g, b] = hex(color).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The least contrast a chart's colour has against the card's white. */
export const GRAPHIC_CONTRAST = 3;
const GOLDEN_ANGLE = 137.508;
const SERIES_COLOURS = 8;

/** `color` darkened (in lightness) until it stands GRAPHIC_CONTRAST out from white. */
function readable(color: string): string {
  const [h, s, l] = toHsl(hex(color));
  let lightness = l;
  let out = color;
  while (contrast(out, '#ffffff') < GRAPHIC_CONTRAST && lightness > 0) {
    lightness -= 0.02;
    out = toHex(fromHsl([h, s, lightness]));
  }
  return out;
}

function seriesColours(primary: string, count: number): string[] {
  const [h, s, l] = toHsl(hex(primary));
  const colours = [readable(primary)];
  for (let i = 1; i < count; i++) {
    // The turned hues keep the primary's character, a little less saturated than a pure hue.
    colours.push(
      readable(toHex(fromHsl([(h + i * GOLDEN_ANGLE) % 360, Math.min(s, 0.75), Math.max(l, 0.4)]))),
    );
  }
  return colours;
}

/** The colours of a chart's series (or a pie's slices), in order: the theme's primary colour first. */
export const CHART_COLORS: readonly string[] = seriesColours(palette.primary.main, SERIES_COLOURS);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** The ends of the sequential scale: a pale tint of the primary colour, and its dark shade. */
export const SCALE_FROM = toHex(mix([255, 255, 255], hex(palette.primary.main), 0.12));
export const SCALE_TO = palette.primary.dark;

/** The colour of `t` (0 the least value, 1 the most) on the sequential scale. */
export function scaleColor(t: number): string {
  const at = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  return toHex(mix(hex(SCALE_FROM), hex(SCALE_TO), at));
}

/** The text colour (white or black) that reads best on `background`. */
export function textOn(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#000000') ? '#ffffff' : '#000000';
}
