// The ECharts drawing of a dashboard card, in its own chunk (only the chart parts it needs), mirrored by
// hand for right-to-left reading: the first category on the right, the value axis on the right, legend
// and tooltips right-aligned and right to left, Vazirmatn, Persian digits with thousands separators.
import { useMemo } from 'react';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { EChartBox } from '../../../components/echart-box';
import { optionOf, type DashboardChartProps } from './chart-option';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** A card's chart; `onItem` hears a click on a bar, point or slice, by its row in the answer. */
export default function DashboardChart({
  chart,
  onItem,
}: {
  chart: DashboardChartProps;
  onItem?: (index: number) => void;
}) {
  const option = useMemo(() => optionOf(chart), [chart]);
  return <EChartBox option={option} label={chart.label} height={chart.height} onItem={onItem} />;
}

export type { DashboardChartProps, DrawnChart } from './chart-option';
