import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardCardData, DashboardCardDrill, DashboardItem } from '@darvazeh/shared';
import { ok, sendJson } from '../../../test/http-test-server';
import { renderRoutes } from '../../../test/render-route';
import { renderWithQueries } from '../../../test/render-with-queries';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { choose, pick } from '../../../test/mui-pick.fixture';
import { renderTextDate } from '../../../test/text-date-field.fixture';
import { DashboardView } from './dashboard-view';

const layout = (y: number) => ({ x: 0, y, w: 6, h: 4 });
const card = (
  id: string,
  title: string,
  chartType: 'number' | 'table',
  y: number,
): DashboardItem['cards'][number] => ({
  id,
  title,
  queryId: 1,
  chartType,
  options: {},
  layout: layout(y),
  bindings: [{ filterId: 'period', source: 'r', fieldId: 'createdAt' }],
  portalWide: false,
});

const item: DashboardItem = {
  id: 5,
  title: 'درخواست‌ها',
  categoryId: null,
  // Laid out out of order: the table is below the number on the grid.
  cards: [
    card('table', 'ماه‌ها', 'table', 4),
    card('total', 'همه', 'number', 0),
    card('gone', 'حذف‌شده', 'number', 8),
  ],
  filters: [{ id: 'period', kind: 'dateRange', title: 'بازه ثبت' }],
  shares: [],
  createdAt: '2026-12-01T08:00:00Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
};

const answered = (id: string, extra: Partial<DashboardCardData>): DashboardCardData => ({
  id,
  error: null,
  columns: [],
  labels: [],
  rows: [],
  truncated: false,
  drill: null,
  ...extra,
});

/** Where the table's rows lead, as the server says for the viewer (the Admin, by default). */
let tableDrill: DashboardCardDrill | null = null;

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/dashboard/card-excel') {
    response.writeHead(200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    response.end('PK-sheet');
    return;
  }
  if (request.url === '/api/v1/unit/all')
    return sendJson(response, 200, ok({ list: [{ id: 3, name: 'اداره آموزش', unitRoles: [] }] }));
  if (request.url === '/api/v1/dashboard/data') {
    const asked = (JSON.parse(request.body) as { cardIds?: string[] }).cardIds;
    const cards = [
      answered('table', {
        drill: tableDrill,
        columns: ['month', 'n'],
        labels: [
          { name: 'month', label: 'ماه ایجاد' },
          { name: 'n', label: 'تعداد' },
        ],
        rows: [
          { month: '1405/01', n: '12' },
          { month: '1405/02', n: 9 },
          { month: '1405/03', n: '100' },
        ],
      }),
      answered('total', { columns: ['n'], rows: [[1234]] }),
      answered('gone', { error: 'پرس‌وجوی این کارت حذف شده است.' }),
    ];
    return sendJson(response, 200, ok({ cards: cards.filter((c) => !asked || asked.includes(c.id)) }));
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const bodies = () =>
  server.requests.filter((r) => r.url === '/api/v1/dashboard/data').map((r) => JSON.parse(r.body) as unknown);
/** The calls made for card `id`. */
const bodiesOf = (id: string) =>
  bodies().filter((b) => (b as { cardIds: string[] }).cardIds.includes(id)) as {
    filters: Record<string, unknown>;
  }[];

beforeEach(() => {
  tableDrill = null;
});

describe('a dashboard on its show page', () => {
  it('draws each card from its own call: Persian digits, Jalali months, a card’s own error in its place', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    const total = await screen.findByRole('region', { name: 'همه' });
    expect(await within(total).findByText('۱٬۲۳۴')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'ماه‌ها' });
    // Each card draws as its answer arrives.
    await within(table).findByText('فروردین ۱۴۰۵');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ماه ایجاد', 'تعداد']);
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toBe('فروردین ۱۴۰۵');
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('۱۲');
    const gone = screen.getByRole('region', { name: 'حذف‌شده' });
    expect(await within(gone).findByText('پرس‌وجوی این کارت حذف شده است.')).toBeTruthy();
    // In the grid's order: the number first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'فیلترها',
      'همه',
      'ماه‌ها',
      'حذف‌شده',
    ]);
    expect(bodies()).toEqual(
      expect.arrayContaining([
        { id: 5, cardIds: ['total'], filters: {} },
        { id: 5, cardIds: ['table'], filters: {} },
        { id: 5, cardIds: ['gone'], filters: {} },
      ]),
    );
    expect(bodies()).toHaveLength(3);
  });

  it('asks again with a preset’s Jalali range, and refuses a day that is none', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    await screen.findByText('۱٬۲۳۴');
    fireEvent.click(screen.getByRole('button', { name: 'امسال' }));
    await waitFor(() => expect(bodies()).toHaveLength(6));
    const period = (bodiesOf('table')[1]!.filters as { period: { from: string; to: string } }).period;
    expect(period.from).toMatch(/^\d{4}\/01\/01$/);
    expect(period.to >= period.from).toBe(true);

    fireEvent.change(screen.getByLabelText('از تاریخ'), { target: { value: '1405/13/01' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال فیلترها' }));
    const form = screen.getByRole('form', { name: 'فیلترها' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'تاریخ را از تقویم انتخاب کنید یا به شکل سال/ماه/روز بنویسید.',
    );
    expect(bodies()).toHaveLength(6);
  });

  it('asks again only for the cards bound to a changed filter; the others keep what they drew', async () => {
    const partly: DashboardItem = {
      ...item,
      cards: item.cards.map((c) => (c.id === 'total' ? { ...c, bindings: [] } : c)),
    };
    renderWithQueries(<DashboardView item={partly} DayPicker={renderTextDate} />);
    await screen.findByText('۱٬۲۳۴');
    fireEvent.click(screen.getByRole('button', { name: 'امسال' }));
    await waitFor(() => expect(bodiesOf('table')).toHaveLength(2));
    await waitFor(() => expect(bodiesOf('gone')).toHaveLength(2));
    expect(bodiesOf('total')).toEqual([{ id: 5, cardIds: ['total'], filters: {} }]);
    // The unbound card never left the screen.
    expect(screen.getByText('۱٬۲۳۴')).toBeTruthy();
    expect(await screen.findByText('فروردین ۱۴۰۵')).toBeTruthy();
  });
});

describe('a table card', () => {
  const counts = () =>
    within(screen.getByRole('region', { name: 'ماه‌ها' }))
      .getAllByRole('cell')
      .map((c) => c.textContent);

  it('sorts by a click on a column’s Persian header: numbers as numbers, then the other way', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    await screen.findByText('۱٬۲۳۴');
    expect(counts()).toEqual(['۱۲', '۹', '۱۰۰']);
    const header = within(screen.getByRole('region', { name: 'ماه‌ها' })).getByRole('columnheader', {
      name: 'تعداد',
    });
    fireEvent.click(within(header).getByRole('button', { name: 'تعداد' }));
    expect(counts()).toEqual(['۹', '۱۲', '۱۰۰']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: 'تعداد' }));
    expect(counts()).toEqual(['۱۰۰', '۱۲', '۹']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('a card’s exports', () => {
  // jsdom has no object URLs: they are lent for these tests, recording the file handed to the browser.
  const saved: Blob[] = [];
  const objectUrls = URL as unknown as Record<string, unknown>;
  beforeEach(() => {
    saved.length = 0;
    objectUrls.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:card');
    objectUrls.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    delete objectUrls.createObjectURL;
    delete objectUrls.revokeObjectURL;
  });

  it('offers «خروجی اکسل» and «خروجی تصویر», and asks the server for the card’s sheet with the applied filters', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    await screen.findByText('۱٬۲۳۴');
    fireEvent.click(screen.getByRole('button', { name: 'امسال' }));
    await waitFor(() => expect(bodiesOf('table')).toHaveLength(2));
    await screen.findByText('فروردین ۱۴۰۵');
    fireEvent.click(screen.getByRole('button', { name: 'خروجی‌های ماه‌ها' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['خروجی اکسل', 'خروجی تصویر']);
    await pick('menuitem', 'خروجی اکسل');
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = server.requests.filter((r) => r.url === '/api/v1/dashboard/card-excel');
    const applied = bodiesOf('table')[1]!.filters;
    expect(asked.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { id: 5, cardId: 'table', filters: applied },
    ]);
    expect(await saved[0]!.text()).toBe('PK-sheet');
  });

  it('offers no export of a card that failed', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    await screen.findByText('۱٬۲۳۴');
    expect(screen.getByRole('button', { name: 'خروجی‌های حذف‌شده' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('drilling down, where the server says the rows lead', () => {
  const byMonth = (list: DashboardCardDrill['list']): DashboardCardDrill => ({
    list,
    collectionId: null,
    filters: {},
    columns: [{ column: 'month', filter: 'created', dateGroup: 'jalaliMonth' }],
  });

  it('opens the Admin’s requests of a table row’s Jalali month from its first cell', async () => {
    tableDrill = byMonth('requests');
    renderRoutes([
      { path: '/panel/bi/show/5', element: <DashboardView item={item} DayPicker={renderTextDate} /> },
      { path: '/panel/admin-inbox', element: <p>کارتابل مدیر</p> },
    ]);
    const table = await screen.findByRole('region', { name: 'ماه‌ها' });
    const link = await within(table).findByRole('link', { name: 'فروردین ۱۴۰۵' });
    // Farvardin 1405: 2026-03-21 to 2026-04-20.
    expect(link.getAttribute('href')).toBe('/panel/admin-inbox?view=requests&from=2026-03-21&to=2026-04-20');
    fireEvent.click(link);
    expect(await screen.findByText('کارتابل مدیر')).toBeTruthy();
  });

  it('opens an Employee’s own requests, in their inbox', async () => {
    tableDrill = byMonth('ownedRequests');
    renderRoutes([
      { path: '/panel/bi/show/5', element: <DashboardView item={item} DayPicker={renderTextDate} /> },
      { path: '/panel/inbox', element: <p>کارتابل کارشناس</p> },
    ]);
    const table = await screen.findByRole('region', { name: 'ماه‌ها' });
    const link = await within(table).findByRole('link', { name: 'فروردین ۱۴۰۵' });
    expect(link.getAttribute('href')).toBe('/panel/inbox?view=requests&from=2026-03-21&to=2026-04-20');
    fireEvent.click(link);
    expect(await screen.findByText('کارتابل کارشناس')).toBeTruthy();
  });

  it('leads nowhere when the server names no list', async () => {
    renderWithQueries(<DashboardView item={item} DayPicker={renderTextDate} />);
    const table = await screen.findByRole('region', { name: 'ماه‌ها' });
    await within(table).findByText('فروردین ۱۴۰۵');
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });
});

describe('the unit, service and state filters', () => {
  const filtered: DashboardItem = {
    ...item,
    filters: [
      { id: 'unit', kind: 'unit', title: 'واحد' },
      { id: 'service', kind: 'service', title: 'خدمت' },
      { id: 'state', kind: 'status', title: 'وضعیت' },
    ],
    cards: [
      {
        ...item.cards[1]!,
        bindings: [
          { filterId: 'unit', source: 'r', fieldId: 'unitId' },
          { filterId: 'service', source: 'r', fieldId: 'serviceId' },
          { filterId: 'state', source: 'r', fieldId: 'state' },
        ],
      },
    ],
  };

  it('offers their choices, «همه» first, and asks again with the ones chosen', async () => {
    renderWithQueries(
      <DashboardView
        item={filtered}
        DayPicker={renderTextDate}
        services={[{ id: 7, serviceFname: 'گواهی اشتغال به تحصیل' }]}
      />,
    );
    await screen.findByText('۱٬۲۳۴');
    const form = screen.getByRole('form', { name: 'فیلترها' });
    await choose(form, 'واحد', 'اداره آموزش');
    await choose(form, 'خدمت', 'گواهی اشتغال به تحصیل');
    await choose(form, 'وضعیت', 'در جریان');
    fireEvent.click(screen.getByRole('button', { name: 'اعمال فیلترها' }));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toEqual({
      id: 5,
      cardIds: ['total'],
      filters: { unit: [3], service: [7], state: ['running'] },
    });
    await choose(form, 'وضعیت', 'همه');
    fireEvent.click(screen.getByRole('button', { name: 'اعمال فیلترها' }));
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toEqual({ id: 5, cardIds: ['total'], filters: { unit: [3], service: [7] } });
  });
});
