import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardMessages } from '../../../lib/messages';
import type { DashboardCard } from '../types';
import { CardView } from './card-view';

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
