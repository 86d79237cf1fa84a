// A dashboard card's ECharts option: bars, lines and areas from the portal's right-to-left builder
// (lib/rtl-chart), pies and doughnuts with their legend at the top right, and a gauge whose dial runs
// from right to left. The screen draws it in SVG, the card's image on a canvas.
import type * as echarts from 'echarts/core';
import { CHART_COLORS } from '../../../lib/chart-colors';
import { FONT_FAMILY } from '../../../lib/palette';
import {
  chartBase,
  chartDigits as digits,
  rtlCartesianOption,
  rtlLegend,
  rtlTooltip,
} from '../../../lib/rtl-chart';
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

export function optionOf(props: DashboardChartProps): echarts.EChartsCoreOption {
  const { kind, categories, series, horizontal, stacked } = props;
  if (kind === 'pie' || kind === 'doughnut') {
    const first = series[0];
    return {
      ...chartBase(),
      tooltip: rtlTooltip('item'),
      legend: rtlLegend(series.length, true),
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
      ...chartBase(),
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
  return rtlCartesianOption({ kind, categories, series, horizontal, stacked });
}
