// Drill-down (issue 28): a card's rows (a bar, a slice, a table row) lead to the list behind them, already
// filtered by what the row stands for. The server says how (`drill` in the card's answer from
// `dashboard/data`): which list — the Admin's list of every request, the requests the viewer's unit
// responsibilities own (their inbox's requests view), or a data collection's records — the filters every
// row shares (the dashboard's filters the card binds), and which of the answer's columns names which of
// the list's filters. The list applies the viewer's own scope again on the server, so a link here never
// shows more than the viewer may see.
import {
  jalaliToGregorian,
  jalaliToIsoDay,
  REQUEST_STATES,
  type DashboardCardData,
  type DashboardCardDrill,
} from '@darvazeh/shared';
import { pathTo, recordFilterParam } from '../../lib/paths';
import { cellOf, lastDayOf } from './card-data';

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The ISO days of week `week` of Jalali year `jy`, as jalali_days counts them: weeks start on Saturday,
 * week 1 holds 1 Farvardin, and the first and last weeks are cut at the year's ends.
 */
function weekDays(jy: number, week: number): { from: string; to: string } | null {
  const yearStart = jalaliToGregorian(jy, 1, 1).getTime();
  const yearEnd = jalaliToGregorian(jy, 12, lastDayOf(jy, 12)).getTime();
  // getUTCDay counts from Sunday (0); Saturday is 6, the week's first day here.
  const sinceSaturday = (new Date(yearStart).getUTCDay() + 1) % 7;
  const weekStart = yearStart + ((week - 1) * 7 - sinceSaturday) * DAY_MS;
  const from = Math.max(weekStart, yearStart);
  const to = Math.min(weekStart + 6 * DAY_MS, yearEnd);
  return week >= 1 && from <= to ? { from: isoOf(from), to: isoOf(to) } : null;
}

/**
 * The ISO days a Jalali grouping value covers, or null: a year '1405', a season '1405-S2' (Tir to
 * Shahrivar), a month '1405/02', a week '1405-W07' or a day '1405/02/11'.
 */
function daysOf(value: unknown, group: string | null): { from: string; to: string } | null {
  if (typeof value !== 'string') return null;
  const [jy, jm, jd] = value.split('/').map(Number) as [number, number?, number?];
  const [, periodYear, period] = /^(\d{4})-[WS](\d{1,2})$/.exec(value) ?? [];
  try {
    if (group === 'jalaliYear' && jy)
      return { from: jalaliToIsoDay(jy, 1, 1), to: jalaliToIsoDay(jy, 12, lastDayOf(jy, 12)) };
    if (group === 'jalaliSeason' && periodYear && period) {
      const [year, season] = [Number(periodYear), Number(period)];
      if (season < 1 || season > 4) return null;
      return {
        from: jalaliToIsoDay(year, season * 3 - 2, 1),
        to: jalaliToIsoDay(year, season * 3, lastDayOf(year, season * 3)),
      };
    }
    if (group === 'jalaliMonth' && jy && jm)
      return { from: jalaliToIsoDay(jy, jm, 1), to: jalaliToIsoDay(jy, jm, lastDayOf(jy, jm)) };
    if (group === 'jalaliWeek' && periodYear && period) return weekDays(Number(periodYear), Number(period));
    if (group === 'jalaliDay' && jy && jm && jd)
      return { from: jalaliToIsoDay(jy, jm, jd), to: jalaliToIsoDay(jy, jm, jd) };
  } catch {
    return null;
  }
  return null;
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const text = (value: string | number | undefined) => (value === undefined ? null : String(value));

/** The address of a list of requests for one row: the fixed filters, then the row's own. */
function requestsHref(drill: DashboardCardDrill, row: DashboardCardData['rows'][number], columns: string[]) {
  const params = new URLSearchParams({ view: 'requests' });
  const fixed = drill.filters;
  let service = text(fixed.service);
  let state = text(fixed.state);
  let [from, to] = [text(fixed.from), text(fixed.to)];
  let named = false;
  for (const { column, filter, dateGroup } of drill.columns) {
    const value = cellOf(row, columns, column);
    if (filter === 'service' && typeof value === 'number') {
      service = String(value);
      named = true;
    } else if (filter === 'state' && (REQUEST_STATES as readonly unknown[]).includes(value)) {
      state = value as string;
      named = true;
    } else if (filter === 'created') {
      const days = daysOf(value, dateGroup);
      if (!days) continue;
      from = later(from, days.from);
      to = earlier(to, days.to);
      named = true;
    }
  }
  if (!named) return null;
  if (service) params.set('service', service);
  if (state) params.set('state', state);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const list = drill.list === 'requests' ? pathTo('admin-inbox') : pathTo('provider-inbox');
  return `${list}?${params.toString()}`;
}

/** The address of a collection's records for one row: its fields' values as the list's filters. */
function recordsHref(drill: DashboardCardDrill, row: DashboardCardData['rows'][number], columns: string[]) {
  if (drill.collectionId === null) return null;
  const params = new URLSearchParams();
  for (const [fieldId, value] of Object.entries(drill.filters))
    params.set(recordFilterParam(fieldId), String(value));
  let named = false;
  for (const { column, filter } of drill.columns) {
    const value = cellOf(row, columns, column);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (String(value).trim() === '') continue;
    params.set(recordFilterParam(filter), String(value));
    named = true;
  }
  if (!named) return null;
  return `${pathTo('data-collection-records', { id: drill.collectionId })}?${params.toString()}`;
}

/**
 * Where row `index` of a card's answer leads, as its `drill` says; undefined when the card's rows lead
 * nowhere, null for a row that names nothing the list filters by.
 */
export function cardDrill(data: DashboardCardData): ((index: number) => string | null) | undefined {
  const { drill } = data;
  if (!drill || data.error) return undefined;
  return (index) => {
    const row = data.rows[index];
    if (!row) return null;
    return drill.list === 'records'
      ? recordsHref(drill, row, data.columns)
      : requestsHref(drill, row, data.columns);
  };
}
