// Drill-down (issue 28): a card over requests leads from each of its rows (a bar, a slice, a table row)
// to the Admin's list of requests already filtered by what the row stands for — its service, its state,
// its Jalali day, month or year of creation — and by the dashboard's filters bound to those fields. Only
// the Admin reads a card's stored query, so only the Admin's cards lead anywhere; the list applies the
// viewer's own rights again.
import {
  jalaliToGregorian,
  normalizeJalaliDate,
  REQUEST_STATES,
  selectName,
  type QueryDefinition,
} from '@darvazeh/shared';
import { pathTo } from '../../lib/paths';
import { cellOf, lastDayOf } from './card-data';
import type { DashboardCard, DashboardCardData, DashboardFilter, DashboardFilterValue } from './types';

/** The ISO day ('YYYY-MM-DD', as the request lists take it) of a Jalali day. */
const isoDay = (jy: number, jm: number, jd: number) =>
  jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10);

/** The ISO days a Jalali grouping value ('1405', '1405/02', '1405/02/11') covers, or null. */
function daysOf(value: unknown, group: string | undefined): { from: string; to: string } | null {
  if (typeof value !== 'string') return null;
  const [jy, jm, jd] = value.split('/').map(Number) as [number, number?, number?];
  try {
    if (group === 'jalaliYear' && jy)
      return { from: isoDay(jy, 1, 1), to: isoDay(jy, 12, lastDayOf(jy, 12)) };
    if (group === 'jalaliMonth' && jy && jm)
      return { from: isoDay(jy, jm, 1), to: isoDay(jy, jm, lastDayOf(jy, jm)) };
    if (group === 'jalaliDay' && jy && jm && jd) return { from: isoDay(jy, jm, jd), to: isoDay(jy, jm, jd) };
  } catch {
    return null;
  }
  return null;
}

/** A Jalali day typed in a range filter as an ISO day, or null. */
function rangeEnd(value: string | null | undefined): string | null {
  const day = value ? normalizeJalaliDate(value) : null;
  if (!day) return null;
  const [jy, jm, jd] = day.split('/').map(Number) as [number, number, number];
  return isoDay(jy, jm, jd);
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * Where row `index` of `data` leads, for a card whose stored query is `definition` (null: not known to
 * this viewer): the requests list filtered, or null when the card does not read requests or a row names
 * nothing the list can filter by.
 */
export function requestsDrill(
  definition: QueryDefinition | null,
  card: DashboardCard,
  data: DashboardCardData,
  filters: readonly DashboardFilter[],
  applied: Record<string, DashboardFilterValue>,
): ((index: number) => string | null) | undefined {
  const alias = definition?.sources.find((s) => s.collectionId === 'Requests')?.alias;
  if (!definition || !alias || definition.sources.length !== 1) return undefined;
  const kinds = new Map(filters.map((f) => [f.id, f.kind]));

  // The dashboard's filters bound to the fields the list filters by.
  const base = new URLSearchParams({ view: 'requests' });
  let from: string | null = null;
  let to: string | null = null;
  for (const binding of card.bindings) {
    const value = applied[binding.filterId];
    const kind = kinds.get(binding.filterId);
    if (value === undefined || value === null || binding.source !== alias) continue;
    const one = Array.isArray(value) && value.length === 1 ? value[0] : value;
    if (
      kind === 'dateRange' &&
      binding.fieldId === 'createdAt' &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      from = rangeEnd(value.from);
      to = rangeEnd(value.to);
    } else if (kind === 'service' && binding.fieldId === 'serviceId' && typeof one === 'number')
      base.set('service', String(one));
    else if (kind === 'status' && binding.fieldId === 'state' && typeof one === 'string')
      base.set('state', one);
  }

  const keyed = definition.selects.filter((s) => !s.aggregate && s.source === alias);
  return (index) => {
    const row = data.rows[index];
    if (!row) return null;
    const params = new URLSearchParams(base);
    let [rowFrom, rowTo] = [from, to];
    let named = false;
    for (const select of keyed) {
      const value = cellOf(row, data.columns, selectName(select));
      if (select.fieldId === 'serviceId' && typeof value === 'number') {
        params.set('service', String(value));
        named = true;
      } else if (select.fieldId === 'state' && (REQUEST_STATES as readonly unknown[]).includes(value)) {
        params.set('state', value as string);
        named = true;
      } else if (select.fieldId === 'createdAt' && select.dateGroup) {
        const days = daysOf(value, select.dateGroup);
        if (!days) continue;
        rowFrom = later(rowFrom, days.from);
        rowTo = earlier(rowTo, days.to);
        named = true;
      }
    }
    if (!named) return null;
    if (rowFrom) params.set('from', rowFrom);
    if (rowTo) params.set('to', rowTo);
    return `${pathTo('admin-inbox')}?${params.toString()}`;
  };
}
