import { describe, expect, it } from 'vitest';
import { CHART_COLORS, contrast, scaleColor, SCALE_FROM, SCALE_TO, textOn } from './chart-colors';
import { palette } from './palette';

describe('chart colours', () => {
  it('start with the theme primary and all stand out from the white card, each different', () => {
    expect(CHART_COLORS[0]).toBe(palette.primary.main);
    expect(CHART_COLORS.length).toBeGreaterThanOrEqual(6);
    for (const colour of CHART_COLORS) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(new Set(CHART_COLORS).size).toBe(CHART_COLORS.length);
  });

  it('scale from a pale tint to the dark primary, with readable text on each step', () => {
    expect(scaleColor(0)).toBe(SCALE_FROM);
    expect(scaleColor(1)).toBe(SCALE_TO);
    expect(scaleColor(Number.NaN)).toBe(SCALE_FROM);
    for (const t of [0, 0.25, 0.5, 0.75, 1]) {
      const bg = scaleColor(t);
      expect(contrast(bg, textOn(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
