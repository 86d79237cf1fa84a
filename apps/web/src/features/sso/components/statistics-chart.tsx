// The ECharts drawing of the sign-in statistics, in its own chunk, drawn right to left: the first bucket
// on the right, the value axis on the right, Persian digits everywhere.
import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { toPersianDigits } from '@darvazeh/shared';
import { EChartBox } from '../../../components/echart-box';
import { FONT_FAMILY } from '../../../lib/palette';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface StatisticsChartProps {
  /** The categories along the axis, in reading order (right to left on screen). */
  categories: string[];
  /** One bar series per name (stacked), values by category. */
  series: { name: string; values: number[] }[];
  /** What the chart shows, for screen readers (the table after it has the numbers). */
  label: string;
  /** Bars lying along the category axis (systems by name) instead of standing on it (time). */
  horizontal?: boolean;
}

const digits = (value: string | number) => toPersianDigits(value);

function optionOf({ categories, series, horizontal }: StatisticsChartProps): echarts.EChartsCoreOption {
  const category = {
    type: 'category',
    data: categories,
    inverse: !horizontal,
    // Lying bars carry their names inside them: names at the axis end clip in right-to-left SVG text.
    axisLabel: horizontal ? { show: false } : { formatter: digits, hideOverlap: true },
  };
  const inside = horizontal
    ? {
        show: true,
        position: 'inside',
        formatter: (p: { name: string; value: number }) => `${p.name}: ${digits(p.value)}`,
      }
    : undefined;
  const value = { type: 'value', minInterval: 1, axisLabel: { formatter: digits }, position: 'right' };
  return {
    textStyle: { fontFamily: FONT_FAMILY },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => digits(v) },
    legend: series.length > 1 ? { type: 'scroll', top: 0, right: 0 } : undefined,
    grid: { containLabel: true, left: 8, right: 8, top: series.length > 1 ? 32 : 8, bottom: 8 },
    xAxis: horizontal ? { ...value, inverse: true } : category,
    yAxis: horizontal ? { ...category, inverse: true, position: 'right' } : value,
    // A bar as thick as its band reads as a block when there are one or two: keep them bars.
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      stack: 'all',
      data: s.values,
      label: inside,
      barMaxWidth: 48,
    })),
  };
}

export default function StatisticsChart(props: StatisticsChartProps) {
  const option = useMemo(() => optionOf(props), [props]);
  return <EChartBox option={option} label={props.label} height={300} />;
}
