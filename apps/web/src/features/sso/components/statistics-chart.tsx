// The ECharts drawing of the sign-in statistics, in its own chunk, drawn right to left: the first bucket
// on the right, the value axis on the right, Persian digits everywhere.
import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { toPersianDigits } from '@darvazeh/shared';
import { EChartBox } from '../../../components/echart-box';
import { rtlCartesianOption, type ChartSeries } from '../../../lib/rtl-chart';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface StatisticsChartProps {
  /** The categories along the axis, in reading order (right to left on screen). */
  categories: string[];
  /** One bar series per name (stacked), values by category. */
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the table after it has the numbers). */
  label: string;
  /** Bars lying along the category axis (systems by name) instead of standing on it (time). */
  horizontal?: boolean;
}

/** The buckets' names are dates and hours: their digits in Persian. */
const digits = (value: string) => toPersianDigits(value);

export default function StatisticsChart(props: StatisticsChartProps) {
  const { categories, series, horizontal } = props;
  const option = useMemo(
    () =>
      rtlCartesianOption({
        kind: 'bar',
        categories,
        series,
        horizontal,
        stacked: true,
        categoryText: digits,
      }),
    [categories, series, horizontal],
  );
  return <EChartBox option={option} label={props.label} height={300} />;
}
