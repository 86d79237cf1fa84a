import { describe, expect, it } from 'vitest';
import { queryDefinition, type DashboardCardData, type DashboardItem } from '@darvazeh/shared';
import { requestsDrill } from './card-drill';

const card: DashboardItem['cards'][number] = {
  id: 'c',
  title: 'ماه‌ها',
  queryId: 1,
  chartType: 'bar',
  options: {},
  layout: { x: 0, y: 0, w: 6, h: 4 },
  bindings: [{ filterId: 'period', source: 'r', fieldId: 'createdAt' }],
  portalWide: false,
};
const filters: DashboardItem['filters'] = [{ id: 'period', kind: 'dateRange', title: 'بازه' }];

const byMonth = queryDefinition.parse({
  sources: [{ alias: 'r', collectionId: 'Requests' }],
  selects: [
    { source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth' },
    { source: 'r', fieldId: 'serviceId' },
    { source: 'r', fieldId: 'id', aggregate: 'count' },
  ],
});
const data: DashboardCardData = {
  id: 'c',
  error: null,
  columns: ['createdAt_jalaliMonth', 'serviceId', 'count_id'],
  labels: [],
  rows: [{ createdAt_jalaliMonth: '1405/01', serviceId: 7, count_id: 3 }],
  truncated: false,
};

const query = (href: string | null) => Object.fromEntries(new URLSearchParams(href!.split('?')[1]));

describe('drilling down from a card over requests', () => {
  it('opens the Admin’s requests filtered by the row’s service and Jalali month', () => {
    const href = requestsDrill(byMonth, card, data, filters, {})!(0);
    expect(href!.split('?')[0]).toBe('/panel/admin-inbox');
    // Farvardin 1405 is 2026-03-21 to 2026-04-20.
    expect(query(href)).toEqual({ view: 'requests', service: '7', from: '2026-03-21', to: '2026-04-20' });
  });

  it('narrows the month to the dashboard’s date range bound to the creation day', () => {
    const href = requestsDrill(byMonth, card, data, filters, { period: { from: '1405/01/10', to: null } })!(
      0,
    );
    expect(query(href)).toMatchObject({ from: '2026-03-30', to: '2026-04-20' });
  });

  it('leads nowhere without the query, from a card over another source, or past the rows', () => {
    expect(requestsDrill(null, card, data, filters, {})).toBeUndefined();
    const users = queryDefinition.parse({
      sources: [{ alias: 'r', collectionId: 'users' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count' }],
    });
    expect(requestsDrill(users, card, data, filters, {})).toBeUndefined();
    expect(requestsDrill(byMonth, card, data, filters, {})!(5)).toBeNull();
  });
});
