import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type Profile, type SiteSettings } from '@darvazeh/shared';
import { profileQueryKey } from '../features/identity/api/get-profile';
import { buildProfile } from '../features/identity/test/profile-fixture';
import { createQueryClient } from '../lib/query-client';
import { sharedCacheKeys } from '../lib/shared-cache';
import { setLoggedIn } from '../lib/session-store';
import { resetHistoryDepth } from '../lib/history-depth';
import { showToast, toastStore } from '../lib/toast-store';
import { Providers } from './providers';
import { buildRouteObjects } from './router';

const signedIn = buildProfile({
  id: 1,
  firstName: 'مریم',
  lastName: 'احمدی',
  fullName: 'مریم احمدی',
  roles: [{ alias: 'Employee', unit: null, unitRole: null }],
});
const admin: Profile = { ...signedIn, roles: [{ alias: 'Admin', unit: null, unitRole: null }] };

const settings: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  title: 'سامانه آزمایشی',
  loginVector: null,
  version: '1.0.0',
  sso: false,
};

/**
 * Renders the app at `path`; `profile` is what the profile call would answer (null: signed out), and
 * `general` the general settings' name/data pairs (none set unless given).
 */
function renderAt(
  path: string,
  profile: Profile | null = null,
  siteSettings: SiteSettings = settings,
  general: { name: string; data: string }[] = [],
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  queryClient.setQueryData(sharedCacheKeys.settings, siteSettings);
  queryClient.setQueryData(sharedCacheKeys.generalSettings, general);
  setLoggedIn(profile !== null);
  const router = createMemoryRouter(buildRouteObjects({ queryClient }), { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
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
  setLoggedIn(false);
  toastStore.set([]);
  resetHistoryDepth();
});

describe('app routes', () => {
  it('renders the 404 page with a link home for an unknown route', async () => {
    renderAt('/no/such/page');
    // The first page this file renders imports its lazy module cold; on a busy machine (the whole suite in
    // parallel) that alone has taken over findBy's default second.
    const heading = await screen.findByRole('heading', { name: 'صفحه مورد نظر یافت نشد' });
    expect(heading).toBeDefined();
    const link = screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    expect(link.getAttribute('href')).toBe('/');
    // The title is set in an effect, which React may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('صفحه یافت نشد | سامانه آزمایشی'));
  });

  it('renders the home page with the conf title and a sign-in link', async () => {
    renderAt('/main/-1');
    expect(await screen.findByRole('heading', { name: 'به سامانه آزمایشی خوش آمدید' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'ورود به سامانه' }).getAttribute('href')).toBe('/login');
    // Registration is closed until an Admin opens it: the navbar promises no sign-up.
    expect(screen.getByRole('link', { name: 'ورود' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'ورود / ثبت‌نام' })).toBeNull();
  });

  it('says «ورود / ثبت‌نام» in the navbar, and offers registration on the login page, while it is open', async () => {
    const open = [{ name: 'registration', data: '{"enabled":true}' }];
    const router = renderAt('/main/-1', null, settings, open);
    const navbarLink = await screen.findByRole('link', { name: 'ورود / ثبت‌نام' });
    expect(navbarLink.getAttribute('href')).toBe('/login');
    fireEvent.click(navbarLink);
    fireEvent.click(await screen.findByRole('link', { name: 'حساب کاربری ندارید؟ ثبت‌نام کنید' }));
    expect(await screen.findByRole('heading', { name: 'ثبت‌نام' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText(/^کد ملی/)).toBeDefined();
  });

  it('shows a closed registration page with no form', async () => {
    renderAt('/register');
    expect(await screen.findByText(/ثبت‌نام در این سامانه فعال نیست/)).toBeDefined();
    expect(screen.queryByLabelText(/^کد ملی/)).toBeNull();
  });

  it('sends visitors to sign in when the settings keep the main page from them', async () => {
    const router = renderAt('/', null, { ...settings, allowedUnauthMainPage: false });
    expect(await screen.findByRole('button', { name: 'ورود' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the panel with its drawer menu and breadcrumbs', async () => {
    renderAt('/panel', signedIn);
    const crumbs = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByText('پیشخوان').getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('navigation', { name: 'منوی پنل' });
    expect(within(menu).getByRole('link', { name: 'پیشخوان' }).getAttribute('href')).toBe('/panel');
    expect(screen.getByRole('button', { name: 'بازگشت' })).toBeDefined();
  });

  it('shows the signed-in user’s name in the panel bar and the account pages in the menu', async () => {
    renderAt('/panel/profile', signedIn);
    expect(await screen.findByTestId('account-name')).toHaveProperty('textContent', 'مریم احمدی');
    const menu = screen.getByRole('navigation', { name: 'منوی پنل' });
    for (const name of ['پروفایل کاربری', 'تغییر رمز عبور', 'تاریخچه ورود', 'نشست‌های فعال']) {
      expect(within(menu).getByRole('link', { name })).toBeDefined();
    }
  });

  it('sends an anonymous visitor from the panel to the login page and remembers the page', async () => {
    const router = renderAt('/panel/login-history?page=2');
    expect(await screen.findByRole('heading', { name: 'ورود به سامانه' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('lastPage')).toBe('/panel/login-history?page=2');
  });

  it('sends a signed-in user from the login page to the main page', async () => {
    const router = renderAt('/login', signedIn);
    expect(await screen.findByTestId('account-name')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the 403 page for both of its entries', async () => {
    renderAt('/403');
    expect(await screen.findByRole('heading', { name: 'دسترسی غیرمجاز' })).toBeDefined();
  });

  it('greets a signed-in user on the home page without asking them to sign in', async () => {
    renderAt('/main/-1', signedIn);
    const hero = await screen.findByTestId('home-hero');
    await within(hero).findByRole('heading', { name: 'به سامانه آزمایشی خوش آمدید' });
    expect(hero.textContent).not.toContain('وارد سامانه شوید');
    expect(within(hero).getByRole('link', { name: 'رفتن به پنل کاربری' }).getAttribute('href')).toBe(
      '/panel',
    );
  });

  it('clears the error toasts of the page left behind, keeping the others', async () => {
    const router = renderAt('/panel/profile', signedIn);
    await screen.findByRole('heading', { name: 'پروفایل کاربری', level: 1 });
    // Timeouts far longer than a test may run (vitest.config.ts): however slowly the next page loads, they
    // must not run out first.
    act(() => {
      showToast({ color: 'error', text: 'آدرس مورد نظر وجود ندارد.', timeout: 3_600_000 });
      showToast({ color: 'success', text: 'تغییرات ذخیره شد.', timeout: 3_600_000 });
    });
    await act(() => router.navigate('/panel/login-history'));
    // The page reached may announce failures of its own (its list call has no server here): only the
    // left page's error must be gone, and the success toast kept.
    await waitFor(() => {
      const texts = toastStore.get().map((toast) => toast.text);
      expect(texts).toContain('تغییرات ذخیره شد.');
      expect(texts).not.toContain('آدرس مورد نظر وجود ندارد.');
    });
  });
});

describe('a new news item', () => {
  it('is named «خبر جدید» in the breadcrumbs, the heading and the document title', async () => {
    renderAt('/panel/content/news-detail', admin);
    const crumbs = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByText('خبر جدید').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'خبر جدید', level: 1 })).toBeDefined();
    expect(document.title).toBe('خبر جدید | سامانه آزمایشی');
    expect(document.body.textContent).not.toContain('ویرایش خبر');
  });
});

describe("the panel's back button", () => {
  it('goes back to the previous page of the visit', async () => {
    const router = renderAt('/panel/profile', signedIn);
    await screen.findByRole('heading', { name: 'پروفایل کاربری', level: 1 });
    await act(() => router.navigate('/panel/login-history'));
    fireEvent.click(await screen.findByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/profile'));
  });

  it('goes up to the parent page when the visit starts on the page', async () => {
    const router = renderAt('/panel/content/news-detail', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/content/news-list'));
  });

  it('goes up, not out of the app, when the first page was reached by a redirect', async () => {
    // An unknown record page of a collection: the nearest panel page above it is the records list.
    const router = renderAt('/panel/data-collection/records/5/new', admin);
    await act(() => router.navigate('/panel/data-collection/records/5/edit/7', { replace: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/data-collection/records/5'));
  });
});
