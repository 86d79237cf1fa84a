// The panel home (پیشخوان): what needs the person now, each card a link to where to act, Jalali dates
// and Persian digits, and an empty state that says what to do next.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, ok, sendNotFound } from '../../test/http-test-server';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import { buildRequestItem } from '../../features/requests/test/task-fixtures';
import { profileQueryKey } from '../../features/identity/api/get-profile';
import { buildProfile } from '../../features/identity/test/profile-fixture';
import { createQueryClient } from '../../lib/query-client';
import PanelHomePage from './panel-home-page';

const REQUEST = buildRequestItem({
  status: 'registered',
  updatedAt: '2026-03-22T06:30:00.000Z',
  revision: 2,
  awaitingApplicant: true,
});
const DRAFT = {
  id: 5,
  serviceId: 9,
  serviceFname: 'درخواست خوابگاه',
  createdAt: '2026-03-20T06:30:00.000Z',
  updatedAt: '2026-03-21T06:30:00.000Z',
};
const TASK = {
  id: 88,
  requestId: 52,
  trackingCode: '5550001112',
  serviceId: 7,
  serviceFname: 'صدور گواهی اشتغال به تحصیل',
  applicantName: 'علی کریمی',
  requestStatus: 'در انتظار بررسی',
  revision: 1,
  kind: 'provider',
  nodeKey: 'review',
  stepName: 'بررسی کارشناس',
  state: 'open',
  unitName: 'اداره آموزش',
  unitRoleName: 'کارشناس',
  claimedById: null,
  claimedByName: null,
  onBehalfOfName: null,
  dueOn: '2026-03-10',
  overdue: true,
  priority: 'normal',
  note: '',
  outcomes: [],
  createdAt: '2026-03-05T06:30:00.000Z',
  doneAt: null,
  outcome: null,
};
const EMPTY_APPLICANT = {
  counts: { awaitingFix: 0, running: 0, drafts: 0 },
  awaitingFix: [],
  drafts: [],
  recent: [],
};

const STATISTICS = {
  requests: 12840,
  running: 312,
  ended: 12500,
  averageHandlingDays: 3.456,
  p90HandlingDays: 9,
  overdueTasks: 27,
  surveys: 800,
  averageSurveyScore: null,
  signInsToday: 1402,
  dashboardId: 4,
};

let answer: unknown = null;
const server = serveDuringTests((request, response) => {
  if (request.method === 'GET' && request.url === '/api/v1/userrequest/home')
    return sendJson(response, 200, ok(answer));
  if (request.method === 'GET' && request.url === '/api/v1/statistics')
    return sendJson(response, 200, ok(STATISTICS));
  sendNotFound(response);
});

function renderPage(roles: string[] = []) {
  const queryClient = createQueryClient();
  const asRoles = roles.map((alias) => ({ alias, unit: null, unitRole: null }));
  queryClient.setQueryData(profileQueryKey, buildProfile({ roles: asRoles }));
  renderRoute('/panel', <PanelHomePage />, { queryClient });
}

describe('the panel home', () => {
  it('shows the applicant the request waiting for her fix, her draft and her latest request, counted', async () => {
    answer = {
      applicant: {
        counts: { awaitingFix: 1, running: 3, drafts: 1 },
        awaitingFix: [REQUEST],
        drafts: [DRAFT],
        recent: [REQUEST],
      },
      provider: null,
    };
    renderPage();
    const counts = await screen.findByRole('list', { name: 'شمار کارهای شما' });
    const running = within(counts).getByRole('link', { name: /در جریان/ });
    expect(running.textContent).toContain('۳');
    expect(within(counts).getByRole('link', { name: /منتظر اصلاح شما/ }).textContent).toContain('۱');

    const waiting = screen.getByRole('list', { name: 'درخواست‌های منتظر اصلاح شما' });
    const fix = within(waiting).getByRole('link');
    expect(fix.getAttribute('href')).toBe('/panel/my-requests/41');
    expect(fix.textContent).toContain('صدور گواهی اشتغال به تحصیل');
    expect(fix.textContent).toContain('۱۲۳۴۵۶۷۸۹۰');
    expect(fix.textContent).toContain('۱۴۰۵/۰۱/۰۲');
    expect(fix.textContent).not.toMatch(/[0-9]/);

    // A draft opens its service's form with the draft, as «ادامه» in the applicant's inbox does.
    const drafts = screen.getByRole('list', { name: 'پیش‌نویس‌های من' });
    expect(within(drafts).getByRole('link').getAttribute('href')).toBe('/panel/new/9?resume');

    const recent = screen.getByRole('list', { name: 'آخرین درخواست‌های من' });
    const latest = within(recent).getByRole('link');
    expect(latest.getAttribute('href')).toBe('/panel/my-requests/41');
    // The status's key stays the server's; people read its Persian title.
    expect(latest.textContent).toContain('ثبت‌شده');
    expect(latest.textContent).not.toContain('registered');
    expect(screen.queryByRole('list', { name: 'کارهای دریافتی' })).toBeNull();
  });

  it('shows a provider the tasks received and overdue, each opening the task', async () => {
    answer = {
      applicant: EMPTY_APPLICANT,
      provider: { counts: { received: 12, overdue: 1 }, received: [TASK], overdue: [TASK] },
    };
    renderPage();
    const counts = await screen.findByRole('list', { name: 'شمار کارهای شما' });
    const overdue = within(counts).getByRole('link', { name: /کارهای دارای تأخیر/ });
    expect(overdue.getAttribute('href')).toBe('/panel/inbox?box=overdue');
    expect(within(counts).getByRole('link', { name: /کارهای دریافتی/ }).textContent).toContain('۱۲');
    const late = screen.getByRole('list', { name: 'کارهای دارای تأخیر' });
    const task = within(late).getByRole('link');
    expect(task.getAttribute('href')).toBe('/panel/inbox/88');
    expect(task.textContent).toContain('۱۴۰۴/۱۲/۱۹');
    expect(task.textContent).toContain('بررسی کارشناس');
  });

  it('says what to do next when nothing waits', async () => {
    answer = { applicant: EMPTY_APPLICANT, provider: null };
    renderPage();
    await screen.findByText('کاری منتظر شما نیست');
    const next = screen.getByRole('link', { name: 'درخواست جدید' });
    expect(next.getAttribute('href')).toBe('/panel/new');
    expect(server.requests.filter((r) => r.url === '/api/v1/userrequest/home')).toHaveLength(1);
  });

  it('shows an Admin the portal’s headline figures with Persian digits, and a link to the built-in reports', async () => {
    answer = { applicant: EMPTY_APPLICANT, provider: null };
    renderPage(['Admin']);
    const figures = await screen.findByRole('region', { name: 'نمای کلی سامانه' });
    const list = await within(figures).findByRole('list');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('۱۲٬۸۴۰همه درخواست‌ها');
    expect(items).toContain('۳٫۵میانگین زمان رسیدگی (روز کاری)');
    // No survey answered: a dash, not a zero.
    expect(items).toContain('—میانگین امتیاز نظرسنجی (از ۵)');
    expect(items.join('')).not.toMatch(/[0-9]/);
    const reports = within(figures).getByRole('link', { name: 'دیدن گزارش‌های آماده' });
    expect(reports.getAttribute('href')).toBe('/panel/bi/show/4');
  });

  it('asks nothing of the statistics for anyone but an Admin', async () => {
    answer = { applicant: EMPTY_APPLICANT, provider: null };
    renderPage(['Employee']);
    await screen.findByText('کاری منتظر شما نیست');
    expect(screen.queryByRole('region', { name: 'نمای کلی سامانه' })).toBeNull();
    expect(server.requests.some((r) => r.url === '/api/v1/statistics')).toBe(false);
  });
});
