import { describe, expect, it } from 'vitest';
import { CHART_COLORS } from '../../../lib/chart-colors';
import { palette } from '../../../lib/palette';
import { optionOf, type DashboardChartProps } from './chart-option';

const chart = (kind: DashboardChartProps['kind']): DashboardChartProps => ({
  kind,
  label: 'نمودار',
  height: 200,
  categories: ['فروردین', 'اردیبهشت'],
  series: [{ name: 'تعداد', values: [3, 5] }],
});

describe('a card chart option', () => {
  it.each(['bar', 'line', 'area', 'pie', 'doughnut', 'gauge'] as const)(
    'draws %s in the theme colours, the primary first',
    (kind) => {
      const option = optionOf(chart(kind)) as { color?: string[] };
      expect(option.color).toEqual([...CHART_COLORS]);
      expect(option.color?.[0]).toBe(palette.primary.main);
    },
  );
});
