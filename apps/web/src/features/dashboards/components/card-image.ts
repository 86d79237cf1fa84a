// A dashboard card as a PNG («خروجی تصویر»), drawn on a canvas in its own lazy chunk: the card's title
// above its chart (drawn again by ECharts' canvas renderer at the card's width, so the page's Vazirmatn is
// used), its table (right to left, Persian headers) or its number with its change against the previous
// period. Nothing is sent anywhere.
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { FONT_FAMILY, palette } from '../../../lib/palette';
import type { CardTable } from '../card-data';
import { optionOf, type DashboardChartProps } from './chart-option';

echarts.use([BarChart, GaugeChart, LineChart, PieChart, GridComponent, LegendComponent, CanvasRenderer]);

/** What a card's image shows under its title. */
export type CardImageBody =
  | { kind: 'chart'; chart: DashboardChartProps }
  | { kind: 'table'; table: CardTable }
  | { kind: 'text'; text: string; note?: string | undefined };

const SCALE = 2;
const PAD = 16;
const TITLE_HEIGHT = 40;
const ROW_HEIGHT = 32;
const MAX_COLUMN = 320;

/** The chart drawn on a canvas `width` wide, as an image. */
async function chartImage(chart: DashboardChartProps, width: number): Promise<HTMLImageElement> {
  const box = document.createElement('div');
  box.dir = 'ltr';
  box.style.cssText = `position:fixed;top:0;left:-${width + 100}px;width:${width}px;height:${chart.height}px`;
  document.body.append(box);
  try {
    const drawn = echarts.init(box, undefined, { renderer: 'canvas' });
    drawn.setOption(optionOf(chart));
    const url = drawn.getDataURL({ type: 'png', pixelRatio: SCALE, backgroundColor: '#fff' });
    drawn.dispose();
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    box.remove();
  }
}

/** Cuts `text` to `width` pixels with an ellipsis. */
function fitted(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT_FAMILY}`;

/** The table's column widths: each as wide as its widest cell, up to MAX_COLUMN. */
function columnWidths(ctx: CanvasRenderingContext2D, table: CardTable): number[] {
  return table.head.map((head, i) => {
    ctx.font = font(14, 700);
    let width = ctx.measureText(head).width;
    ctx.font = font(14);
    for (const row of table.rows) width = Math.max(width, ctx.measureText(row[i] ?? '').width);
    return Math.min(Math.ceil(width) + PAD * 2, MAX_COLUMN);
  });
}

/** Draws `title` and `body` on a canvas and answers it as a PNG; `width` is the card's on screen. */
export async function cardImage(title: string, body: CardImageBody, width: number): Promise<Blob> {
  await document.fonts.ready;
  const measure = document.createElement('canvas').getContext('2d')!;
  const widths = body.kind === 'table' ? columnWidths(measure, body.table) : [];
  const contentWidth = Math.max(
    width - PAD * 2,
    widths.reduce((a, b) => a + b, 0),
  );
  const image = body.kind === 'chart' ? await chartImage(body.chart, contentWidth) : null;
  const contentHeight =
    body.kind === 'chart'
      ? body.chart.height
      : body.kind === 'table'
        ? ROW_HEIGHT * (body.table.rows.length + 1)
        : body.note
          ? 120
          : 80;
  const canvas = document.createElement('canvas');
  const fullWidth = contentWidth + PAD * 2;
  const fullHeight = TITLE_HEIGHT + contentHeight + PAD * 2;
  canvas.width = fullWidth * SCALE;
  canvas.height = fullHeight * SCALE;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, fullWidth, fullHeight);
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.text.primary;
  ctx.font = font(18, 700);
  ctx.fillText(fitted(ctx, title, contentWidth), fullWidth - PAD, PAD + TITLE_HEIGHT / 2);
  const top = PAD + TITLE_HEIGHT;

  if (image) ctx.drawImage(image, PAD, top, contentWidth, body.kind === 'chart' ? body.chart.height : 0);
  if (body.kind === 'text') {
    ctx.textAlign = 'center';
    ctx.font = font(40, 700);
    ctx.fillText(body.text, fullWidth / 2, top + 40);
    if (body.note) {
      ctx.font = font(16);
      ctx.fillStyle = palette.text.secondary;
      ctx.fillText(fitted(ctx, body.note, contentWidth), fullWidth / 2, top + 96);
    }
  }
  if (body.kind === 'table') {
    const rows = [body.table.head, ...body.table.rows];
    rows.forEach((row, r) => {
      const y = top + r * ROW_HEIGHT;
      if (r === 0) {
        ctx.fillStyle = palette.background.default;
        ctx.fillRect(PAD, y, contentWidth, ROW_HEIGHT);
      }
      ctx.fillStyle = palette.text.primary;
      ctx.font = font(14, r === 0 ? 700 : 400);
      // Right to left: the first column at the right edge.
      let right = fullWidth - PAD;
      row.forEach((cell, i) => {
        const w = widths[i] ?? MAX_COLUMN;
        ctx.fillText(fitted(ctx, cell, w - PAD * 2), right - PAD, y + ROW_HEIGHT / 2);
        right -= w;
      });
      ctx.strokeStyle = palette.divider;
      ctx.beginPath();
      ctx.moveTo(PAD, y + ROW_HEIGHT);
      ctx.lineTo(fullWidth - PAD, y + ROW_HEIGHT);
      ctx.stroke();
    });
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/png'),
  );
}
