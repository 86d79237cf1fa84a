import type { ReactElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SCALE_FROM, SCALE_TO } from '../../../lib/chart-colors';
import { dashboardMessages } from '../../../lib/messages';
import type { DashboardCard, DashboardCardData } from '../types';
import { CardView } from './card-view';

afterEach(cleanup);

const source = { dashboardId: 5, filters: {} };

const cardOf = (extra: Partial<DashboardCard> = {}): DashboardCard => ({
  id: 'c1',
  title: 'درخواست‌ها',
  queryId: 1,
  chartType: 'number',
  options: {},
  layout: { x: 0, y: 0, w: 6, h: 3 },
  bindings: [],
  portalWide: false,
  ...extra,
});

const show = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('a dashboard card', () => {
  it('while it loads says so in a status region, with no aria-label on a role-less element', () => {
    const { container } = show(<CardView card={cardOf()} data={undefined} source={source} />);
    expect(screen.getByRole('status').textContent).toBe(dashboardMessages.show.loading);
    // axe's aria-prohibited-attr: an aria-label needs a role that may be named.
    for (const element of container.querySelectorAll('[aria-label]')) {
      const named = element.getAttribute('role') ?? element.tagName.toLowerCase();
      expect(['button', 'section', 'region', 'table', 'img', 'status', 'nav']).toContain(named);
    }
  });
});

const numberAnswer = (now: number, before?: number): DashboardCardData => ({
  id: 'c1',
  error: null,
  columns: ['n'],
  labels: [{ name: 'n', label: 'تعداد' }],
  rows: [{ n: now }],
  truncated: false,
  drill: null,
  ...(before !== undefined && { previous: { from: '1405/01/01', to: '1405/01/31', rows: [{ n: before }] } }),
});

describe('a number card', () => {
  it('says its change against the previous period in Persian, the arrow hidden from screen readers', () => {
    show(<CardView card={cardOf()} data={numberAnswer(1120, 1000)} source={source} />);
    expect(screen.getByText('۱٬۱۲۰')).toBeTruthy();
    const change = screen.getByText('۱۲٪ بیشتر از دوره پیش');
    expect(change.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says less, and the same', () => {
    const { unmount } = show(<CardView card={cardOf()} data={numberAnswer(50, 200)} source={source} />);
    expect(screen.getByText('۷۵٪ کمتر از دوره پیش')).toBeTruthy();
    unmount();
    show(<CardView card={cardOf()} data={numberAnswer(9, 9)} source={source} />);
    expect(screen.getByText(dashboardMessages.show.change.same)).toBeTruthy();
  });

  it('says nothing of a change without a previous period, or when it was 0', () => {
    const { unmount } = show(<CardView card={cardOf()} data={numberAnswer(5)} source={source} />);
    expect(screen.queryByText(/دوره پیش/)).toBeNull();
    unmount();
    show(<CardView card={cardOf()} data={numberAnswer(5, 0)} source={source} />);
    expect(screen.queryByText(/دوره پیش/)).toBeNull();
  });
});

describe('a map card', () => {
  const answer: DashboardCardData = {
    id: 'c1',
    error: null,
    columns: ['province', 'n'],
    labels: [
      { name: 'province', label: 'استان' },
      { name: 'n', label: 'تعداد' },
    ],
    // Arabic letters and «استان» before a name are matched too; a name that is no province stays in the table.
    rows: [
      { province: 'تهران', n: 1200 },
      { province: 'استان اصفهان', n: 600 },
      { province: 'كرمان', n: 0 },
      { province: 'پاریس', n: 3 },
    ],
    truncated: false,
    drill: null,
  };

  it('draws the 31 provinces as tiles coloured by value from the theme, with the table beside', () => {
    const { container } = show(
      <CardView card={cardOf({ chartType: 'map' })} data={answer} source={source} />,
    );
    const map = screen.getByRole('img', { name: dashboardMessages.show.chartLabel('درخواست‌ها') });
    expect(map.querySelectorAll('g[data-province]')).toHaveLength(31);
    const tile = (name: string) => map.querySelector(`g[data-province="${name}"]`)!;
    expect(tile('تهران').querySelector('rect')!.getAttribute('fill')).toBe(SCALE_TO);
    expect(tile('کرمان').querySelector('rect')!.getAttribute('fill')).toBe(SCALE_FROM);
    expect(tile('تهران').textContent).toContain('۱٬۲۰۰');
    expect(tile('اصفهان').querySelector('title')!.textContent).toBe('اصفهان: ۶۰۰');
    // No value: drawn pale, with its name only.
    expect(tile('یزد').querySelectorAll('text')).toHaveLength(1);
    const table = screen.getByRole('table', { name: dashboardMessages.show.dataTable('درخواست‌ها') });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('پاریس')).toBeTruthy();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
  it('adds up the rows that write one province in different ways', () => {
    const twice = {
      ...answer,
      rows: [
        { province: 'تهران', n: 2 },
        { province: 'استان تهران', n: 1 },
      ],
    };
    show(<CardView card={cardOf({ chartType: 'map' })} data={twice} source={source} />);
    const map = screen.getAllByRole('img', { name: dashboardMessages.show.chartLabel('درخواست‌ها') }).at(-1)!;
    expect(map.querySelector('g[data-province="تهران"] title')!.textContent).toBe('تهران: ۳');
  });
});
