import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIMITS, dashboardBody, dashboardDataBody } from './dashboard.js';
import { DASHBOARD_MESSAGES as M } from './messages.js';

const card = (id: string, extra: object = {}) => ({
  id,
  title: 'کارت',
  queryId: 1,
  chartType: 'bar',
  layout: { x: 0, y: 0, w: 6, h: 4 },
  ...extra,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('dashboardBody', () => {
  it('fills in the defaults of a dashboard and its cards', () => {
    const parsed = dashboardBody.parse({ title: ' داشبورد ', cards: [card('a')] });
    expect(parsed).toEqual({
      title: 'داشبورد',
      cards: [{ ...card('a'), options: {}, bindings: [], portalWide: false }],
      filters: [],
      shares: [],
    });
  });

  it('keeps a card inside the grid', () => {
    const past = dashboardBody.safeParse({
      title: 'د',
      cards: [card('a', { layout: { x: 7, y: 0, w: 6, h: 4 } })],
    });
    expect(messagesOf(past)).toContain(M.badLayout(DASHBOARD_LIMITS.gridColumns));
  });

  it('refuses duplicate ids and bindings to undeclared filters, naming them', () => {
    const result = dashboardBody.safeParse({
      title: 'د',
      filters: [
        { id: 'f', kind: 'unit', title: 'واحد' },
        { id: 'f', kind: 'service', title: 'خدمت' },
      ],
      cards: [card('a', { bindings: [{ filterId: 'g', source: 'r', fieldId: 'id' }] }), card('a')],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([M.duplicateFilterId('f'), M.duplicateCardId('a'), M.unknownFilter('g')]),
    );
  });

  it('takes unit role −1 or a positive one in a share, and no other', () => {
    const share = (unitRoleId: number) =>
      dashboardBody.safeParse({ title: 'د', shares: [{ role: null, unitId: null, unitRoleId }] }).success;
    expect([share(-1), share(3), share(0), share(-2)]).toEqual([true, true, false, false]);
  });
});

describe('dashboardDataBody', () => {
  it('normalises a Jalali range typed with Persian digits', () => {
    const parsed = dashboardDataBody.parse({ id: 1, filters: { period: { from: '۱۴۰۳/۱/۵', to: null } } });
    expect(parsed.filters).toEqual({ period: { from: '1403/01/05', to: null } });
  });

  it.each([
    ['an unknown key', { id: 1, scope: 'all' }],
    ['a where tree as a value', { id: 1, filters: { f: { or: [] } } }],
    ['a filter id that is no identifier', { id: 1, filters: { 'a b': 1 } }],
    ['a reversed range', { id: 1, filters: { f: { from: '1404/01/01', to: '1403/01/01' } } }],
    [
      'too many values',
      { id: 1, filters: { f: Array.from({ length: DASHBOARD_LIMITS.filterValues + 1 }, () => 1) } },
    ],
    ['no card ids', { id: 1, cardIds: [] }],
  ])('refuses %s', (_, body) => {
    expect(dashboardDataBody.safeParse(body).success).toBe(false);
  });
});
