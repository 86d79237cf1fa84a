// One of the applicant's requests: its history, a fix asked of them, a refusal that reloads, the survey.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, requestStatusLabel, type RequestDetail } from '@darvazeh/shared';
import { sendJson, ok, sendNotFound } from '../../test/http-test-server';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import { buildEvent, buildRequestItem } from '../../features/requests/test/task-fixtures';
import MyRequestPage from './my-request-page';

const AT = '2026-03-21T06:30:00.000Z';

function buildDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    ...buildRequestItem({ status: 'registered', createdAt: AT, revision: 4 }),
    answers: { f1: 'مریم احمدی' },
    form: { formFields: [{ id: 'f1', ename: 'fullName', fname: 'نام', type: 'text', required: true }] },
    events: [
      buildEvent({ at: AT, toStatus: 'registered' }),
      buildEvent({
        id: 2,
        at: AT,
        kind: 'returnedToApplicant',
        actorName: 'سارا کریمی',
        stepName: 'بررسی کارشناس',
        note: 'نام را کامل بنویسید.',
        changes: [{ field: 'نام', before: 'مریم', after: 'مریم احمدی' }],
      }),
    ],
    tasks: [],
    survey: null,
    surveyDue: false,
    canCancel: true,
    ...overrides,
  };
}

const FIX_TASK = {
  id: 9,
  requestId: 41,
  trackingCode: '1234567890',
  serviceId: 7,
  serviceFname: 'صدور گواهی اشتغال به تحصیل',
  applicantName: 'مریم احمدی',
  requestStatus: 'registered',
  revision: 4,
  kind: 'applicant' as const,
  nodeKey: 'form',
  stepName: 'اصلاح فرم',
  state: 'open' as const,
  unitName: null,
  unitRoleName: null,
  claimedById: null,
  claimedByName: null,
  onBehalfOfName: null,
  dueOn: null,
  overdue: false,
  priority: 'normal',
  note: 'نام را کامل بنویسید.',
  outcomes: [],
  createdAt: AT,
  doneAt: null,
  outcome: null,
};

let detail = buildDetail();
let completeRefused = false;

const server = serveDuringTests((request, response) => {
  if (request.method === 'GET' && request.url === '/api/v1/userrequest/41')
    return sendJson(response, 200, ok(detail));
  if (request.method === 'POST' && request.url === '/api/v1/userrequest/task/9/complete') {
    if (completeRefused)
      return sendJson(response, 409, {
        success: false,
        message: REQUEST_MESSAGES.changedMeanwhile,
        data: null,
      });
    return sendJson(response, 200, ok(null));
  }
  if (request.method === 'POST' && request.url === '/api/v1/userrequest/41/survey')
    return sendJson(response, 200, { success: true, message: 'نظر شما ثبت شد.', data: null });
  sendNotFound(response);
});

beforeEach(() => {
  detail = buildDetail();
  completeRefused = false;
});

function renderPage() {
  renderRoute('/panel/my-requests/:id', <MyRequestPage />, { at: '/panel/my-requests/41' });
}

const reads = () => server.requests.filter((r) => r.method === 'GET' && r.url === '/api/v1/userrequest/41');

describe('a request’s page', () => {
  it('shows the status in Persian and the history with its labels, actors, notes and changes', async () => {
    renderPage();
    const history = await screen.findByRole('list', { name: 'گردش درخواست' });
    const [submitted, returned] = within(history).getAllByTestId('timeline-event');
    expect(submitted?.textContent).toContain('ثبت درخواست');
    expect(submitted?.textContent).toContain('۱۴۰۵/۰۱/۰۱ ۱۰:۰۰');
    expect(returned?.textContent).toContain('بازگشت به متقاضی برای اصلاح');
    expect(returned?.textContent).toContain('سارا کریمی');
    expect(returned?.textContent).toContain('بررسی کارشناس');
    expect(returned?.textContent).toContain('نام را کامل بنویسید.');
    expect(returned?.textContent).toContain('نام: «مریم» ← «مریم احمدی»');
    expect(screen.getByText(requestStatusLabel('registered'))).toBeTruthy();
    expect(screen.queryByText('registered')).toBeNull();
  });

  it('completes the applicant’s fix with the revision it saw, the answers and a note', async () => {
    detail = buildDetail({ tasks: [FIX_TASK] });
    renderPage();
    const region = await screen.findByRole('region', { name: 'اصلاح و ارسال دوباره' });
    const name = await within(region).findByRole('textbox', { name: /^نام/ });
    fireEvent.change(name, { target: { value: 'مریم احمدی نژاد' } });
    fireEvent.change(within(region).getByRole('textbox', { name: 'توضیح برای کارشناس' }), {
      target: { value: 'اصلاح شد' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'اصلاح و ارسال دوباره' }));
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/task/9/complete'))).toBe(true));
    const sent = server.requests.find((r) => r.url.endsWith('/task/9/complete'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      revision: 4,
      answers: { f1: 'مریم احمدی نژاد' },
      note: 'اصلاح شد',
    });
  });

  it('says the request changed meanwhile and reloads it', async () => {
    detail = buildDetail({ tasks: [FIX_TASK] });
    completeRefused = true;
    renderPage();
    const region = await screen.findByRole('region', { name: 'اصلاح و ارسال دوباره' });
    await within(region).findByRole('textbox', { name: /^نام/ });
    const before = reads().length;
    fireEvent.click(within(region).getByRole('button', { name: 'اصلاح و ارسال دوباره' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(REQUEST_MESSAGES.changedMeanwhile);
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
  });

  it('asks for a score before sending the survey, then sends it', async () => {
    detail = buildDetail({ state: 'completed', canCancel: false, surveyDue: true, endedAt: AT });
    renderPage();
    const region = await screen.findByRole('region', { name: 'نظرسنجی' });
    expect(screen.queryByRole('button', { name: 'لغو درخواست' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'ثبت نظر' }));
    expect(within(region).getByRole('alert').textContent).toBe(REQUEST_MESSAGES.surveyScore);
    fireEvent.click(within(region).getByLabelText('۴ ستاره'));
    fireEvent.click(within(region).getByRole('button', { name: 'ثبت نظر' }));
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/41/survey'))).toBe(true));
    const sent = server.requests.find((r) => r.url.endsWith('/41/survey'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ score: 4, comment: '' });
  });
});
