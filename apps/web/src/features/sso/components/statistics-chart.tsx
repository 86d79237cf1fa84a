// The ECharts drawing of the sign-in statistics, in its own chunk, drawn right to left: the first bucket
// on the right, the value axis on the right, Persian digits everywhere.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { toPersianDigits } from '@darvazeh/shared';
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
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption(optionOf(props));
    // Follows its box, not only the window: the panel's drawer settling changes the width too.
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [props]);
  // ECharts lays SVG text out left to right; in the page's rtl its anchors flip and labels clip (the
  // legend's names ran over their colour marks). The attribute, not sx: the RTL style cache would flip
  // `direction`. The right-to-left reading order comes from the axes (inverse) instead.
  return (
    <Box
      ref={element}
      role="img"
      aria-label={props.label}
      dir="ltr"
      sx={{ height: 300, width: '100%', overflow: 'hidden' }}
    />
  );
}
