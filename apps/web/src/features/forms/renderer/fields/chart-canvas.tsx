// The ECharts drawing of a chart field, in its own chunk (only the chart parts it needs are loaded).
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { FONT_FAMILY } from '../../../../lib/palette';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface ChartPoint {
  name: string;
  value: number;
}

export interface ChartCanvasProps {
  kind: 'bar' | 'pie' | 'line';
  points: ChartPoint[];
  label: string;
}

function optionOf(kind: ChartCanvasProps['kind'], points: ChartPoint[]): echarts.EChartsCoreOption {
  const font = { fontFamily: FONT_FAMILY };
  if (kind === 'pie') {
    return { textStyle: font, tooltip: {}, series: [{ type: 'pie', radius: '70%', data: points }] };
  }
  return {
    textStyle: font,
    tooltip: {},
    grid: { containLabel: true, left: 16, right: 16, top: 16, bottom: 16 },
    xAxis: { type: 'category', data: points.map((p) => p.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: kind, data: points.map((p) => p.value) }],
  };
}

export default function ChartCanvas({ kind, points, label }: ChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption(optionOf(kind, points));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [kind, points]);
  return <Box ref={element} role="img" aria-label={label} dir="ltr" sx={{ height: 280 }} />;
}
