import { describe, expect, it } from 'vitest';
import type { DashboardCardData, DashboardCardDrill } from '@darvazeh/shared';
import { cardDrill } from './card-drill';

const requests: DashboardCardDrill = {
  list: 'requests',
  collectionId: null,
  filters: {},
  columns: [
    { column: 'createdAt_jalaliMonth', filter: 'created', dateGroup: 'jalaliMonth' },
    { column: 'serviceId', filter: 'service', dateGroup: null },
  ],
};
const answer = (
  drill: DashboardCardDrill | null,
  extra: Partial<DashboardCardData> = {},
): DashboardCardData => ({
  id: 'c',
  error: null,
  columns: ['createdAt_jalaliMonth', 'serviceId', 'count_id'],
  labels: [],
  rows: [{ createdAt_jalaliMonth: '1405/01', serviceId: 7, count_id: 3 }],
  truncated: false,
  drill,
  ...extra,
});

const query = (href: string | null) => Object.fromEntries(new URLSearchParams(href!.split('?')[1]));
const path = (href: string | null) => href!.split('?')[0];

describe('drilling down from a card, as the server says', () => {
  it('opens the Admin’s requests filtered by the row’s service and Jalali month', () => {
    const href = cardDrill(answer(requests))!(0);
    expect(path(href)).toBe('/panel/admin-inbox');
    // Farvardin 1405 is 2026-03-21 to 2026-04-20.
    expect(query(href)).toEqual({ view: 'requests', service: '7', from: '2026-03-21', to: '2026-04-20' });
  });

  it('narrows the month to the bound date range, and keeps a bound state', () => {
    const href = cardDrill(answer({ ...requests, filters: { from: '2026-03-30', state: 'running' } }))!(0);
    expect(query(href)).toMatchObject({ state: 'running', from: '2026-03-30', to: '2026-04-20' });
  });

  it('opens the days of a Jalali week (from Saturday, cut at the year’s ends) or season', () => {
    const grouped = (dateGroup: 'jalaliWeek' | 'jalaliSeason', value: string) => {
      const drill: DashboardCardDrill = {
        ...requests,
        columns: [{ column: 'createdAt_group', filter: 'created', dateGroup }],
      };
      const href = cardDrill(
        answer(drill, { columns: ['createdAt_group'], rows: [{ createdAt_group: value }] }),
      )!(0);
      return href && { from: query(href).from, to: query(href).to };
    };
    // 1 Farvardin 1404 (2025-03-21) was a Friday: week 1 is that one day, week 2 starts on Saturday.
    expect(grouped('jalaliWeek', '1404-W01')).toEqual({ from: '2025-03-21', to: '2025-03-21' });
    expect(grouped('jalaliWeek', '1404-W02')).toEqual({ from: '2025-03-22', to: '2025-03-28' });
    // 1 Farvardin 1405 (2026-03-21) was a Saturday; 12 Azar 1405 (2026-12-03) is in week 37.
    expect(grouped('jalaliWeek', '1405-W37')).toMatchObject({ from: '2026-11-28', to: '2026-12-04' });
    // The last week ends on 29 Esfand 1404 (2026-03-20), not in the next year.
    expect(grouped('jalaliWeek', '1404-W53')).toEqual({ from: '2026-03-14', to: '2026-03-20' });
    // Summer 1405: 1 Tir (2026-06-22) to 31 Shahrivar (2026-09-22).
    expect(grouped('jalaliSeason', '1405-S2')).toEqual({ from: '2026-06-22', to: '2026-09-22' });
    expect(grouped('jalaliSeason', '1405-S5')).toBeNull();
    expect(grouped('jalaliWeek', '1405-W60')).toBeNull();
  });

  it('opens an Employee’s own requests list, in their inbox', () => {
    const href = cardDrill(answer({ ...requests, list: 'ownedRequests' }))!(0);
    expect(path(href)).toBe('/panel/inbox');
    expect(query(href)).toMatchObject({ view: 'requests', service: '7' });
  });

  it('opens a collection’s records filtered by the row’s value and the bound unit', () => {
    const drill: DashboardCardDrill = {
      list: 'records',
      collectionId: 12,
      filters: { unit: 3 },
      columns: [{ column: 'title', filter: 'title', dateGroup: null }],
    };
    const href = cardDrill(
      answer(drill, {
        columns: ['title', 'n'],
        rows: [
          ['الف', 2],
          [null, 1],
        ],
      }),
    )!(0);
    expect(path(href)).toBe('/panel/data-collection/records/12');
    expect(query(href)).toEqual({ 'f.unit': '3', 'f.title': 'الف' });
    // A row of no value names nothing.
    expect(
      cardDrill(
        answer(drill, {
          columns: ['title', 'n'],
          rows: [
            ['الف', 2],
            [null, 1],
          ],
        }),
      )!(1),
    ).toBeNull();
  });

  it('leads nowhere without a drill, from a failed card, or past the rows', () => {
    expect(cardDrill(answer(null))).toBeUndefined();
    expect(cardDrill(answer(requests, { error: 'خطا' }))).toBeUndefined();
    expect(cardDrill(answer(requests))!(5)).toBeNull();
  });
});
