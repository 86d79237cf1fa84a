// What a card's answer becomes on screen: column labels, cells as people read them (Persian digits,
// thousands separators, Jalali months by name), a chart's categories and series, a number card's value;
// and where cards sit on the grid, and the Jalali date presets of a range filter.
import {
  DASHBOARD_LIMITS,
  formatThousands,
  isValidJalali,
  readableText,
  toJalali,
  type DashboardCardData,
  type JalaliDate,
} from '@darvazeh/shared';
import { commonMessages, recordMessages } from '../../lib/messages';
import type { DashboardCard } from './types';

type Row = DashboardCardData['rows'][number];

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A cell of `row` under column `name` (rows come as records or as arrays in the columns' order). */
export function cellOf(row: Row, columns: readonly string[], name: string): unknown {
  return Array.isArray(row) ? row[columns.indexOf(name)] : row[name];
}

/** A number a cell holds (PostgreSQL answers big counts as text), or null when it holds none. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return null;
}

/**
 * A cell as people read it: numbers with Persian digits and thousands separators, a Jalali month
 * grouping ('1403/05') by the month's name, an instant as its Jalali day and time, other text with
 * Persian digits (readableText), nothing as a dash.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return recordMessages.noValue;
  if (typeof value === 'number') return formatThousands(value);
  if (typeof value === 'boolean') return value ? commonMessages.yes : commonMessages.no;
  if (typeof value === 'string') return readableText(value);
  if (Array.isArray(value)) return value.map(cellText).join('، ');
  return recordMessages.noValue;
}

/** The name the server gave a cell's value (a service, a unit, a state), or undefined. */
function nameOf(data: DashboardCardData, name: string, value: unknown): string | undefined {
  const names = data.names?.[name];
  const key = String(value);
  return names && Object.hasOwn(names, key) ? names[key] : undefined;
}

/** A cell of the answer as people read it: by its value's name when it has one, else as cellText. */
export function shownCell(data: DashboardCardData, row: Row, name: string): string {
  const value = cellOf(row, data.columns, name);
  return nameOf(data, name, value) ?? cellText(value);
}

/** A card's answer as a table: Persian headers and readable cells. */
export interface CardTable {
  head: string[];
  rows: string[][];
  /** When the rows are sorted: the index in the answer of each row shown. */
  order?: number[];
}

/** What a cell sorts by: its number when it holds one, else its text as stored; empty cells last. */
type SortKey = number | string | null;

const sortKeyOf = (value: unknown): SortKey =>
  value === null || value === undefined || value === ''
    ? null
    : (numberOf(value) ?? (typeof value === 'string' ? value : cellText(value)));

const collator = new Intl.Collator('fa', { numeric: true });

function compareKeys(a: SortKey, b: SortKey): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/** A column of a table and the way it is sorted. */
export interface TableSort {
  column: number;
  dir: 'asc' | 'desc';
}

/**
 * The indices of `data`'s rows sorted by column `sort.column`: numbers as numbers (counts answered as
 * text too), Jalali months and instants in time order (their stored text sorts so), other text in Persian
 * alphabetical order; empty cells last either way; ties keep the query's order.
 */
export function sortedRows(data: DashboardCardData, sort: TableSort | null): number[] {
  const order = data.rows.map((_, i) => i);
  const name = sort ? data.columns[sort.column] : undefined;
  if (!sort || name === undefined) return order;
  const keys = data.rows.map((row) => {
    const value = cellOf(row, data.columns, name);
    return nameOf(data, name, value) ?? sortKeyOf(value);
  });
  const sign = sort.dir === 'asc' ? 1 : -1;
  return order.sort((a, b) => {
    const [ka, kb] = [keys[a]!, keys[b]!];
    if (ka === null || kb === null) return compareKeys(ka, kb) || a - b;
    return sign * compareKeys(ka, kb) || a - b;
  });
}

/** The Persian label of each column (its name when the query has none). */
export function columnLabels(data: DashboardCardData): string[] {
  const labels = new Map(data.labels.map((l) => [l.name, l.label]));
  return data.columns.map((name) => labels.get(name) ?? name);
}

export function tableOf(data: DashboardCardData): CardTable {
  return {
    head: columnLabels(data),
    rows: data.rows.map((row) => data.columns.map((name) => shownCell(data, row, name))),
  };
}

/** A chart's categories (its first column, read) and one series per later column that holds numbers. */
export interface CardSeries {
  categories: string[];
  series: { name: string; values: number[] }[];
}

export function seriesOf(data: DashboardCardData): CardSeries {
  const [first, ...rest] = data.columns;
  const labels = columnLabels(data);
  if (first === undefined) return { categories: [], series: [] };
  // A column of ids the server names (a service, a unit) is no series, though it holds numbers.
  const numeric = rest.filter(
    (name) =>
      !data.names?.[name] && data.rows.every((row) => numberOf(cellOf(row, data.columns, name)) !== null),
  );
  return {
    categories: data.rows.map((row) => shownCell(data, row, first)),
    series: numeric.map((name) => ({
      name: labels[data.columns.indexOf(name)] ?? name,
      values: data.rows.map((row) => numberOf(cellOf(row, data.columns, name)) ?? 0),
    })),
  };
}

/** A number card's value: the first number in its first row (0 when there are no rows). */
export function numberCardValue(data: DashboardCardData): number | null {
  const row = data.rows[0];
  if (!row) return 0;
  for (const name of data.columns) {
    if (data.names?.[name]) continue;
    const value = numberOf(cellOf(row, data.columns, name));
    if (value !== null) return value;
  }
  return null;
}

/** The cards in the order they are laid out: by row, then by column. */
export function inLayoutOrder<T extends Pick<DashboardCard, 'layout'>>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
}

type Layout = DashboardCard['layout'];

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * A layout kept within the shared limits: width 1 to the grid's columns, height 1 to the tallest card,
 * column x (counted from the right, as the show page places it) so the card ends inside the grid, row y
 * from 0 to the lowest row.
 */
export function clampLayout({ x, y, w, h }: Layout): Layout {
  const cols = DASHBOARD_LIMITS.gridColumns;
  const width = clamp(w, 1, cols);
  return {
    x: clamp(x, 0, cols - width),
    y: clamp(y, 0, DASHBOARD_LIMITS.gridRows),
    w: width,
    h: clamp(h, 1, DASHBOARD_LIMITS.cardHeight),
  };
}

/** The first row below every card (where a new card goes). */
export function rowBelow(cards: readonly Pick<DashboardCard, 'layout'>[]): number {
  return Math.min(
    DASHBOARD_LIMITS.gridRows,
    cards.reduce((bottom, c) => Math.max(bottom, c.layout.y + c.layout.h), 0),
  );
}

/**
 * A layout as a left-to-right grid (react-grid-layout's) holds it, and back: our x counts columns from
 * the right edge, so the mirror of a card starts `cols - x - w` columns from the left.
 */
export function mirrorX({ x, w }: Pick<Layout, 'x' | 'w'>): number {
  return DASHBOARD_LIMITS.gridColumns - x - w;
}

/** The date range presets of a range filter. */
export const DATE_PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last30Days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = ({ jy, jm, jd }: JalaliDate) => `${jy}/${pad(jm)}/${pad(jd)}`;

/** The last day of Jalali month `jm` of year `jy` (29, 30 or 31). */
export function lastDayOf(jy: number, jm: number): number {
  for (const jd of [31, 30, 29]) if (isValidJalali(jy, jm, jd)) return jd;
  return 29;
}

/** A preset's Jalali range ('YYYY/MM/DD', both ends included) as of `now` in Tehran. */
export function presetRange(preset: DatePreset, now: Date): { from: string; to: string } {
  const today = toJalali(now);
  const to = dayText(today);
  switch (preset) {
    case 'thisMonth':
      return { from: dayText({ ...today, jd: 1 }), to };
    case 'lastMonth': {
      const jy = today.jm === 1 ? today.jy - 1 : today.jy;
      const jm = today.jm === 1 ? 12 : today.jm - 1;
      return { from: dayText({ jy, jm, jd: 1 }), to: dayText({ jy, jm, jd: lastDayOf(jy, jm) }) };
    }
    case 'thisYear':
      return { from: dayText({ jy: today.jy, jm: 1, jd: 1 }), to };
    case 'last30Days':
      return { from: dayText(toJalali(new Date(now.getTime() - 29 * 86_400_000))), to };
  }
}

/** The first id `prefix` + n not taken by `taken` (ids are the editor's, never shown). */
export function freshId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((t) => t.id));
  let n = taken.length + 1;
  while (ids.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A select whose first choice means none («همه», «هر واحد»): its label stays up and the choice shows. */
export const SHOW_NONE = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
