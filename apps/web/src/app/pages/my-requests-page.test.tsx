// The applicant's inbox: their requests (Persian digits, state labels, Jalali dates) and their drafts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, ok, sendNotFound } from '../../test/http-test-server';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import { buildRequestItem } from '../../features/requests/test/task-fixtures';
import MyRequestsPage from './my-requests-page';

const REQUEST = buildRequestItem();
const DRAFT = {
  id: 5,
  serviceId: 7,
  serviceFname: 'درخواست خوابگاه',
  answers: { f1: 'مریم' },
  createdAt: '2026-03-20T06:30:00.000Z',
  updatedAt: '2026-03-21T06:30:00.000Z',
};

let listed = [REQUEST];
const server = serveDuringTests((request, response) => {
  if (request.method === 'GET' && request.url.startsWith('/api/v1/userrequest?'))
    return sendJson(response, 200, ok({ list: listed, pages: 1, currentPage: 1, total: listed.length }));
  if (request.method === 'GET' && request.url === '/api/v1/userrequest/services')
    return sendJson(response, 200, ok([]));
  if (request.method === 'GET' && request.url === '/api/v1/tempanswer')
    return sendJson(response, 200, ok([DRAFT]));
  if (request.method === 'DELETE' && request.url === '/api/v1/tempanswer/5')
    return sendJson(response, 200, { success: true, message: 'حذف شد.', data: null });
  sendNotFound(response);
});

function renderPage() {
  renderRoute('/panel/my-requests', <MyRequestsPage />);
}

describe('the applicant’s inbox', () => {
  it('lists only the caller’s requests with Persian digits, the state’s label and Jalali dates', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'درخواست‌های من' });
    const card = await within(list).findByRole('link');
    expect(card.getAttribute('href')).toBe('/panel/my-requests/41');
    expect(card.textContent).toContain('۱۲۳۴۵۶۷۸۹۰');
    expect(card.textContent).toContain('در جریان');
    expect(card.textContent).toContain('۱۴۰۵/۰۱/۰۵');
    const asked = server.requests.find((request) => request.url.startsWith('/api/v1/userrequest?'));
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('box')).toBe('mine');
  });

  it('says which request waits for the applicant’s fix', async () => {
    listed = [{ ...REQUEST, awaitingApplicant: true }];
    renderPage();
    const list = await screen.findByRole('list', { name: 'درخواست‌های من' });
    const card = await within(list).findByRole('link');
    expect(card.textContent).toContain('منتظر اصلاح شما');
    expect(card.textContent).not.toContain('در جریان');
    listed = [REQUEST];
  });

  it('resumes a draft on its service’s form and deletes one after asking', async () => {
    renderPage();
    const resume = await screen.findByRole('link', { name: 'ادامه پیش‌نویس «درخواست خوابگاه»' });
    // Issue 24: «ادامه» opened the service's pack, one more click away from the draft.
    expect(resume.getAttribute('href')).toBe('/panel/new/7?resume');
    fireEvent.click(screen.getByRole('button', { name: 'حذف پیش‌نویس «درخواست خوابگاه»' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/tempanswer/5')).toBe(
        true,
      ),
    );
  });
});
