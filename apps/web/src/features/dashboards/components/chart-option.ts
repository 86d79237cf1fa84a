// A dashboard card's ECharts option, mirrored by hand for right-to-left reading: the first category on the
// right, the value axis on the right, legend and tooltips right-aligned and right to left, Vazirmatn,
// Persian digits with thousands separators, the theme's colours. The screen draws it in SVG, the card's image on a canvas.
import type * as echarts from 'echarts/core';
import { formatThousands } from '@darvazeh/shared';
import { CHART_COLORS } from '../../../lib/chart-colors';
import { FONT_FAMILY } from '../../../lib/palette';
import type { CardSeries } from '../card-data';

/** The chart types this drawing knows (number and table cards are plain HTML). */
export type DrawnChart = 'bar' | 'line' | 'area' | 'pie' | 'doughnut' | 'gauge';

export interface DashboardChartProps extends CardSeries {
  kind: DrawnChart;
  /** What the chart shows, for screen readers (the table after it has the numbers). */
  label: string;
  horizontal?: boolean;
  stacked?: boolean;
  gaugeMin?: number;
  gaugeMax?: number;
  height: number;
}

const digits = (value: unknown) => (typeof value === 'number' ? formatThousands(value) : String(value));

const tooltip = (trigger: 'axis' | 'item') => ({
  trigger,
  valueFormatter: digits,
  textStyle: { fontFamily: FONT_FAMILY },
  // The tooltip is HTML: it reads right to left like the page.
  extraCssText: 'direction: rtl; text-align: right;',
});

export function optionOf(props: DashboardChartProps): echarts.EChartsCoreOption {
  const { kind, categories, series, horizontal, stacked } = props;
  // The theme's colours, not ECharts' blue; the card's image draws from the same option.
  const base = { color: [...CHART_COLORS], textStyle: { fontFamily: FONT_FAMILY }, animation: false };
  const legend =
    series.length > 1 || kind === 'pie' || kind === 'doughnut'
      ? { type: 'scroll', top: 0, right: 0, align: 'right' }
      : undefined;
  if (kind === 'pie' || kind === 'doughnut') {
    const first = series[0];
    return {
      ...base,
      tooltip: tooltip('item'),
      legend,
      series: [
        {
          type: 'pie',
          radius: kind === 'doughnut' ? ['40%', '70%'] : '70%',
          top: 32,
          label: { formatter: (p: { name: string; value: number }) => `${p.name}: ${digits(p.value)}` },
          data: categories.map((name, i) => ({ name, value: first?.values[i] ?? 0 })),
        },
      ],
    };
  }
  if (kind === 'gauge') {
    return {
      ...base,
      series: [
        {
          type: 'gauge',
          min: props.gaugeMin ?? 0,
          max: props.gaugeMax ?? 100,
          // The dial runs from right to left, as the page reads.
          startAngle: -45,
          endAngle: 225,
          clockwise: false,
          axisLabel: { formatter: digits },
          axisLine: { lineStyle: { color: [[1, CHART_COLORS[0]!]] } },
          detail: { formatter: digits, fontFamily: FONT_FAMILY },
          data: [{ value: series[0]?.values[0] ?? 0 }],
        },
      ],
    };
  }
  const category = {
    type: 'category',
    data: categories,
    inverse: !horizontal,
    axisLabel: horizontal ? { show: false } : { hideOverlap: true },
  };
  // Counts have no halves: whole steps on the axis while every value is whole.
  const whole = series.every((s) => s.values.every(Number.isInteger));
  const value = {
    type: 'value',
    axisLabel: { formatter: digits },
    position: 'right',
    ...(whole && { minInterval: 1 }),
  };
  const inside = horizontal
    ? {
        show: true,
        position: 'inside',
        formatter: (p: { name: string; value: number }) => `${p.name}: ${digits(p.value)}`,
      }
    : undefined;
  return {
    ...base,
    tooltip: tooltip('axis'),
    legend,
    grid: { containLabel: true, left: 8, right: 8, top: legend ? 32 : 8, bottom: 8 },
    xAxis: horizontal ? { ...value, inverse: true } : category,
    yAxis: horizontal ? { ...category, inverse: true, position: 'right' } : value,
    series: series.map((s) => ({
      type: kind === 'area' ? 'line' : kind,
      name: s.name,
      data: s.values,
      ...(kind === 'bar' ? { barMaxWidth: 48, label: inside } : {}),
      ...(kind === 'area' ? { areaStyle: {} } : {}),
      ...(stacked ? { stack: 'all' } : {}),
    })),
  };
}
