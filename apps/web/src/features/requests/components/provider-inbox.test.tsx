import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderRoutes } from '../../../test/render-route';
import { renderTextDate } from '../../../test/text-date-field.fixture';
import { buildRequestItem, buildTask } from '../test/task-fixtures';
import { ProviderInbox } from './provider-inbox';

const totals: Record<string, number> = { received: 2, claimed: 1, overdue: 1, sent: 0 };
const late = buildTask({ id: 12, trackingCode: '2345678901', overdue: true, dueOn: '2026-03-20' });

const server = serveDuringTests((request, response) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/v1/userrequest/services')
    return sendJson(
      response,
      200,
      ok([
        {
          id: 3,
          serviceFname: 'صدور گواهی اشتغال به تحصیل',
          serviceIcon: '',
          categories: [],
          tags: [],
          description: '',
          durationDays: 3,
        },
      ]),
    );
  if (url.pathname === '/api/v1/userrequest/task') {
    const box = url.searchParams.get('box') ?? 'received';
    if (url.searchParams.get('count') === '1')
      return sendJson(response, 200, ok({ list: [], pages: 1, currentPage: 1, total: totals[box] }));
    const list = box === 'received' ? [buildTask(), late] : box === 'overdue' ? [late] : [];
    return sendJson(response, 200, ok({ list, pages: 1, currentPage: 1, total: list.length }));
  }
  if (url.pathname === '/api/v1/userrequest') {
    const list = [buildRequestItem({ id: 40, trackingCode: '3456789012' })];
    return sendJson(response, 200, ok({ list, pages: 1, currentPage: 1, total: 1 }));
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

function renderInbox(address = '/panel/inbox') {
  return renderRoutes(
    [
      { path: '/panel/inbox', element: <ProviderInbox renderDate={renderTextDate} /> },
      { path: '/panel/inbox/:id', element: <p>the task</p> },
    ],
    { at: address, framed: true },
  );
}

/** The task-list queries the server received (not the box counts), as their query strings. */
const listQueries = () =>
  server.requests
    .map((r) => new URL(r.url, 'http://test'))
    .filter((u) => u.pathname === '/api/v1/userrequest/task' && u.searchParams.get('count') !== '1')
    .map((u) => Object.fromEntries(u.searchParams));

describe('the providers inbox', () => {
  it('shows the four boxes with their counts, and the received tasks with the overdue one marked', async () => {
    renderInbox();
    const tabs = screen.getByRole('tablist', { name: 'صندوق‌های کارتابل' });
    const tabText = () =>
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    await waitFor(() => expect(tabText()).toEqual(['دریافتی۲', 'در دست من۱', 'دارای تأخیر۱', 'ارسالی۰']));
    const table = await screen.findByRole('table', { name: 'کارهای کارتابل' });
    // The header row is there before the tasks arrive: wait for the two task rows, not for any row.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, onTime, overdue] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(onTime).getByRole('link', { name: 'رسیدگی به درخواست ۱۲۳۴۵۶۷۸۹۰' })).toBeDefined();
    expect(within(onTime).getByText('۱۴۰۵/۰۱/۰۵')).toBeDefined();
    expect(within(onTime).queryByText('دارای تأخیر')).toBeNull();
    expect(within(overdue).getByText('دارای تأخیر')).toBeDefined();
    expect(within(overdue).getByText('۱۴۰۴/۱۲/۲۹')).toBeDefined();
    expect(within(onTime).getByText('دانشکده فنی / کارشناس آموزش')).toBeDefined();
    expect(within(onTime).getByText('زیاد')).toBeDefined();
  });

  it('keeps the box in the address, so a reload opens the same box', async () => {
    const router = renderInbox();
    await screen.findByRole('table', { name: 'کارهای کارتابل' });
    fireEvent.click(screen.getByRole('tab', { name: /دارای تأخیر/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?box=overdue'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ box: 'overdue', page: '1' }));
  });

  it('puts the filters in the address and sends them folded the Persian way', async () => {
    const router = renderInbox();
    await screen.findByRole('table', { name: 'کارهای کارتابل' });
    const form = screen.getByRole('search', { name: 'پالایش کارتابل' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'کد رهگیری' }), {
      target: { value: '۱۲۳۴ ۵۶۷۸۹۰' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'جستجو در نام خدمت و متقاضی' }), {
      target: { value: 'مريم\u200cاحمدي' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'از تاریخ' }), {
      target: { value: '1405/01/01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'جستجو' }));
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-03-21'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('code')).toBe('۱۲۳۴ ۵۶۷۸۹۰');
    expect(params.get('q')).toBe('مريم\u200cاحمدي');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({
        box: 'received',
        trackingCode: '1234567890',
        q: 'مریم احمدی',
        from: '2026-03-21',
      }),
    );
  });

  it('opens with the filters of the address filled in (a reload keeps them)', async () => {
    renderInbox('/panel/inbox?box=claimed&code=1234567890&q=%D9%85%D8%B1%DB%8C%D9%85');
    const form = screen.getByRole('search', { name: 'پالایش کارتابل' });
    expect(within(form).getByRole('textbox', { name: 'کد رهگیری' })).toHaveProperty('value', '1234567890');
    expect(within(form).getByRole('textbox', { name: 'جستجو در نام خدمت و متقاضی' })).toHaveProperty(
      'value',
      'مریم',
    );
    expect(screen.getByRole('tab', { name: /در دست من/, selected: true })).toBeDefined();
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ box: 'claimed', trackingCode: '1234567890' }),
    );
    expect(await screen.findByText('کاری با این شرایط در کارتابل نیست.')).toBeDefined();
  });

  it('lists the requests their units own (view=requests), filtered as the address says', async () => {
    renderInbox('/panel/inbox?view=requests&service=3&state=running&from=2026-03-21&to=2026-04-20');
    const table = await screen.findByRole('table', { name: 'درخواست‌ها' });
    await within(table).findByText('۳۴۵۶۷۸۹۰۱۲');
    // Their own requests' list, never every request; no page of the Admin's opens from it.
    const asked = server.requests
      .map((r) => new URL(r.url, 'http://test'))
      .filter((u) => u.pathname === '/api/v1/userrequest')
      .map((u) => Object.fromEntries(u.searchParams));
    expect(asked.at(-1)).toMatchObject({
      box: 'owned',
      serviceId: '3',
      state: 'running',
      from: '2026-03-21',
      to: '2026-04-20',
    });
    expect(within(table).queryAllByRole('link')).toEqual([]);
    expect(listQueries()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'کارها' }));
    await waitFor(() => expect(listQueries()).toHaveLength(1));
  });
});
