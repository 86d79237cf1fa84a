import { describe, expect, it } from 'vitest';
import type { DashboardCardData } from '@darvazeh/shared';
import {
  cellText,
  clampLayout,
  freshId,
  mirrorX,
  numberCardValue,
  presetRange,
  rowBelow,
  seriesOf,
  sortedRows,
  tableOf,
} from './card-data';

const answer = (columns: string[], rows: DashboardCardData['rows']): DashboardCardData => ({
  id: 'c1',
  error: null,
  columns,
  labels: [
    { name: 'month', label: 'ماه ایجاد' },
    { name: 'n', label: 'تعداد' },
  ],
  rows,
  truncated: false,
  drill: null,
});

describe('what a card answer becomes on screen', () => {
  it('reads numbers with Persian digits and separators, and a Jalali month grouping by name', () => {
    expect(cellText(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(cellText('1403/05')).toBe('مرداد ۱۴۰۳');
    expect(cellText('1403/05/12')).toBe('۱۴۰۳/۰۵/۱۲');
    expect(cellText(null)).not.toBe('');
  });

  it('draws the first column as categories and every numeric column (counts as text too) as a series', () => {
    const data = answer(
      ['month', 'n'],
      [
        { month: '1403/01', n: '3' },
        { month: '1403/02', n: 1200 },
      ],
    );
    expect(seriesOf(data)).toEqual({
      categories: ['فروردین ۱۴۰۳', 'اردیبهشت ۱۴۰۳'],
      series: [{ name: 'تعداد', values: [3, 1200] }],
    });
    expect(tableOf(data)).toEqual({
      head: ['ماه ایجاد', 'تعداد'],
      rows: [
        ['فروردین ۱۴۰۳', '۳'],
        ['اردیبهشت ۱۴۰۳', '۱٬۲۰۰'],
      ],
    });
  });

  it('takes the first number of the first row as a number card’s value, 0 with no rows', () => {
    expect(numberCardValue(answer(['n'], [['42']]))).toBe(42);
    expect(numberCardValue(answer(['n'], []))).toBe(0);
  });
});

describe('ids and keys the server names', () => {
  const named: DashboardCardData = {
    ...answer(
      ['service', 'state', 'n'],
      [
        { service: 7, state: 'running', n: 3 },
        { service: 12, state: 'completed', n: 2 },
      ],
    ),
    names: {
      service: { '7': 'گواهی اشتغال به تحصیل', '12': 'درخواست خوابگاه' },
      state: { running: 'در جریان', completed: 'پایان‌یافته' },
    },
  };

  it('shows a service and a state by name, in the table and on the chart’s axis', () => {
    expect(tableOf(named).rows).toEqual([
      ['گواهی اشتغال به تحصیل', 'در جریان', '۳'],
      ['درخواست خوابگاه', 'پایان‌یافته', '۲'],
    ]);
    const series = seriesOf(named);
    expect(series.categories).toEqual(['گواهی اشتغال به تحصیل', 'درخواست خوابگاه']);
    // The ids are no series of their own; the count is the only one.
    expect(series.series.map((s) => s.values)).toEqual([[3, 2]]);
  });

  it('names a value only by a name the server gave it, never by one the prototype holds', () => {
    const odd = { ...named, rows: [{ service: 7, state: 'constructor', n: 1 }] };
    expect(tableOf(odd).rows[0]).toEqual(['گواهی اشتغال به تحصیل', 'constructor', '۱']);
  });

  it('sorts by the names and counts a number card past the ids', () => {
    const sorted = sortedRows(named, { column: 0, dir: 'asc' });
    expect(sorted.map((i) => tableOf(named).rows[i]![0])).toEqual([
      'درخواست خوابگاه',
      'گواهی اشتغال به تحصیل',
    ]);
    expect(numberCardValue(named)).toBe(3);
  });
});

describe('sorting a table card', () => {
  const data = answer(
    ['month', 'n'],
    [
      { month: '1403/10', n: '9' },
      { month: '1403/02', n: 1200 },
      { month: null, n: 30 },
      { month: '1403/11', n: null },
    ],
  );
  it('sorts numbers as numbers (counts answered as text too), empty cells last both ways', () => {
    expect(sortedRows(data, { column: 1, dir: 'asc' })).toEqual([0, 2, 1, 3]);
    expect(sortedRows(data, { column: 1, dir: 'desc' })).toEqual([1, 2, 0, 3]);
  });

  it('sorts Jalali months in time order, and keeps the query’s order unsorted', () => {
    expect(sortedRows(data, { column: 0, dir: 'asc' })).toEqual([1, 0, 3, 2]);
    expect(sortedRows(data, null)).toEqual([0, 1, 2, 3]);
  });

  it('sorts Persian text in alphabetical order', () => {
    const names = answer(['name'], [['ی'], ['ب'], ['آ'], ['پ']]);
    expect(sortedRows(names, { column: 0, dir: 'asc' })).toEqual([2, 1, 3, 0]);
  });

  it('reads an instant as its Jalali day and time', () => {
    expect(cellText('2026-03-21T06:00:00.000Z')).toBe('۱۴۰۵/۰۱/۰۱ ۰۹:۳۰');
  });
});

describe('the grid', () => {
  it('keeps a layout within the grid: a card ends inside the 12 columns', () => {
    expect(clampLayout({ x: 10, y: -2, w: 4, h: 40 })).toEqual({ x: 8, y: 0, w: 4, h: 24 });
    expect(clampLayout({ x: 0, y: 900, w: 0, h: 0.6 })).toEqual({ x: 0, y: 500, w: 1, h: 1 });
    expect(clampLayout({ x: 3.4, y: 2, w: 20, h: 4 })).toEqual({ x: 0, y: 2, w: 12, h: 4 });
  });

  it('mirrors a column counted from the right to one counted from the left and back', () => {
    expect(mirrorX({ x: 0, w: 4 })).toBe(8);
    expect(mirrorX({ x: 8, w: 4 })).toBe(0);
    expect(mirrorX({ x: mirrorX({ x: 3, w: 5 }), w: 5 })).toBe(3);
  });

  it('puts a new card below every other', () => {
    const at = (y: number, h: number) => ({ layout: { x: 0, y, w: 6, h } });
    expect(rowBelow([])).toBe(0);
    expect(rowBelow([at(0, 4), at(2, 6), at(4, 2)])).toBe(8);
  });

  it('gives a new row an id no other row has', () => {
    expect(freshId('c', [{ id: 'c1' }, { id: 'c3' }])).toBe('c4');
    expect(freshId('c', [{ id: 'c3' }])).toBe('c2');
  });
});

describe('the date presets', () => {
  // 1403/12/10 in Tehran (2025-02-28 noon UTC).
  const now = new Date('2025-02-28T12:00:00Z');
  it.each([
    ['thisMonth', { from: '1403/12/01', to: '1403/12/10' }],
    ['lastMonth', { from: '1403/11/01', to: '1403/11/30' }],
    ['thisYear', { from: '1403/01/01', to: '1403/12/10' }],
    ['last30Days', { from: '1403/11/11', to: '1403/12/10' }],
  ] as const)('%s', (preset, range) => {
    expect(presetRange(preset, now)).toEqual(range);
  });

  it('takes last month across the new year', () => {
    expect(presetRange('lastMonth', new Date('2025-03-25T12:00:00Z'))).toEqual({
      from: '1403/12/01',
      to: '1403/12/30',
    });
  });
});
