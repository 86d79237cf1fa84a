import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { buildRouteObjects } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.setItem(
    'conf',
    JSON.stringify({ apiBaseUrl: '/api/v1', title: 'سامانه آزمایشی', version: '1.0.0' }),
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('app routes', () => {
  it('renders the 404 page with a link home for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'صفحه مورد نظر یافت نشد' })).toBeDefined();
    const link = screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    expect(link.getAttribute('href')).toBe('/');
    expect(document.title).toBe('صفحه یافت نشد | سامانه آزمایشی');
  });

  it('renders the home page with the conf title and a sign-in link', async () => {
    renderAt('/main/-1');
    expect(await screen.findByRole('heading', { name: 'به سامانه آزمایشی خوش آمدید' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'ورود به سامانه' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'ورود / ثبت‌نام' }).getAttribute('href')).toBe('/login');
  });

  it('renders the panel with its drawer menu and breadcrumbs', async () => {
    renderAt('/panel');
    const crumbs = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByText('پیشخوان').getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('navigation', { name: 'منوی پنل' });
    expect(within(menu).getByRole('link', { name: 'پیشخوان' }).getAttribute('href')).toBe('/panel');
    expect(screen.getByRole('button', { name: 'بازگشت' })).toBeDefined();
  });

  it('renders the 403 page for both of its entries', async () => {
    renderAt('/403');
    expect(await screen.findByRole('heading', { name: 'دسترسی غیرمجاز' })).toBeDefined();
  });
});
