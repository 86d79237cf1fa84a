// ECharts options mirrored by hand for right-to-left reading, shared by every chart of the portal (a
// dashboard's cards, the sign-in statistics): the first category on the right, the value axis on the
// right, legend and tooltips right-aligned and right to left, Vazirmatn, Persian digits with thousands
// separators, the theme's colours. ECharts itself knows nothing of right to left.
import type * as echarts from 'echarts/core';
import { formatThousands } from '@darvazeh/shared';
import { CHART_COLORS } from './chart-colors';
import { FONT_FAMILY } from './palette';

/** One named series, its values by category. */
export interface ChartSeries {
  name: string;
  values: number[];
}

/** A number with Persian digits and thousands separators; any other value as it is. */
export const chartDigits = (value: unknown) =>
  typeof value === 'number' ? formatThousands(value) : String(value);

/** What every chart starts from: the theme's colours (not ECharts' blue), the portal's font, no animation. */
export const chartBase = () => ({
  color: [...CHART_COLORS],
  textStyle: { fontFamily: FONT_FAMILY },
  animation: false,
});

/** A tooltip read right to left like the page (it is HTML), with Persian digits. */
export const rtlTooltip = (trigger: 'axis' | 'item') => ({
  trigger,
  valueFormatter: chartDigits,
  textStyle: { fontFamily: FONT_FAMILY },
  extraCssText: 'direction: rtl; text-align: right;',
});

/** A legend at the top right, its names aligned right; none for a lone series unless `always`. */
export const rtlLegend = (series: number, always = false) =>
  series > 1 || always ? { type: 'scroll', top: 0, right: 0, align: 'right' } : undefined;

export interface RtlCartesian {
  kind: 'bar' | 'line' | 'area';
  /** The categories along the axis, in reading order (right to left on screen). */
  categories: string[];
  series: ChartSeries[];
  /** Bars lying along the category axis (names by length) instead of standing on it (time). */
  horizontal?: boolean;
  stacked?: boolean;
  /** How a category's name is written on its axis (e.g. a date's digits in Persian); as it is by default. */
  categoryText?: (name: string) => string;
}

/** Bars, lines or areas over categories, mirrored: the first category on the right, values on the right. */
export function rtlCartesianOption({
  kind,
  categories,
  series,
  horizontal,
  stacked,
  categoryText,
}: RtlCartesian): echarts.EChartsCoreOption {
  const category = {
    type: 'category',
    data: categories,
    inverse: !horizontal,
    // Lying bars carry their names inside them: names at the axis end clip in right-to-left SVG text.
    axisLabel: horizontal
      ? { show: false }
      : { hideOverlap: true, ...(categoryText && { formatter: categoryText }) },
  };
  // Counts have no halves: whole steps on the axis while every value is whole.
  const whole = series.every((s) => s.values.every(Number.isInteger));
  const value = {
    type: 'value',
    axisLabel: { formatter: chartDigits },
    position: 'right',
    ...(whole && { minInterval: 1 }),
  };
  const inside = horizontal
    ? {
        show: true,
        position: 'inside',
        formatter: (p: { name: string; value: number }) => `${p.name}: ${chartDigits(p.value)}`,
      }
    : undefined;
  const legend = rtlLegend(series.length);
  return {
    ...chartBase(),
    tooltip: rtlTooltip('axis'),
    legend,
    grid: { containLabel: true, left: 8, right: 8, top: legend ? 32 : 8, bottom: 8 },
    xAxis: horizontal ? { ...value, inverse: true } : category,
    yAxis: horizontal ? { ...category, inverse: true, position: 'right' } : value,
    series: series.map((s) => ({
      type: kind === 'area' ? 'line' : kind,
      name: s.name,
      data: s.values,
      // A bar as thick as its band reads as a block when there are one or two: keep them bars.
      ...(kind === 'bar' ? { barMaxWidth: 48, label: inside } : {}),
      ...(kind === 'area' ? { areaStyle: {} } : {}),
      ...(stacked ? { stack: 'all' } : {}),
    })),
  };
}
