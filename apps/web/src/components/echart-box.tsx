// The box an ECharts drawing lives in (the SVG renderer; the chart modules are registered by the lazy chunk
// that draws): drawn again when its option changes, resized with its box, disposed with it.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import * as echarts from 'echarts/core';

export interface EChartBoxProps {
  option: echarts.EChartsCoreOption;
  /** What the chart shows, for screen readers (a table beside it has the numbers). */
  label: string;
  height: number;
  /** Hears a click on a drawn item (a bar, a point, a slice) by its index in its series' data. */
  onItem?: (dataIndex: number) => void;
}

export function EChartBox({ option, label, height, onItem }: EChartBoxProps) {
  const element = useRef<HTMLDivElement>(null);
  // The latest handler, so a new one does not draw the chart again.
  const itemHandler = useRef(onItem);
  useEffect(() => {
    itemHandler.current = onItem;
  }, [onItem]);
  const clickable = onItem !== undefined;
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption(option);
    chart.on('click', (params) => {
      if (typeof params.dataIndex === 'number') itemHandler.current?.(params.dataIndex);
    });
    // Follows its box, not only the window: the panel's drawer settling changes the width too.
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  // ECharts lays SVG text out left to right; in the page's rtl its anchors flip and labels clip (a legend's
  // names ran over their colour marks). The attribute, not sx: the RTL style cache would flip `direction`.
  // The right-to-left reading order comes from the axes (inverse) instead.
  return (
    <Box
      ref={element}
      role="img"
      aria-label={label}
      dir="ltr"
      sx={{ height, width: '100%', overflow: 'hidden', ...(clickable && { cursor: 'pointer' }) }}
    />
  );
}
