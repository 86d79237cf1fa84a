// The applicant starts a request: the pack, the form, a draft, the signature and the receipt, against a
// test server that answers as the requests API's contract says.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, type ServicePack } from '@darvazeh/shared';
import { SIGNED_IN_HINT_COOKIE } from '../../features/identity/api/get-profile';
import { buildProfile } from '../../features/identity/test/profile-fixture';
import { sendJson, sendNotFound } from '../../test/http-test-server';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import NewRequestPage from './new-request-page';

const SIGNATURE_URL = '/api/v1/account/signature?v=1';

const FORM = {
  formFields: [
    { id: 'f1', ename: 'fullName', fname: 'نام و نام خانوادگی', type: 'text', required: true },
    { id: 'f2', ename: 'reason', fname: 'علت درخواست', type: 'text' },
  ],
};

function buildPack(overrides: Partial<ServicePack> = {}): ServicePack {
  return {
    id: 7,
    version: 2,
    serviceFname: 'صدور گواهی اشتغال به تحصیل',
    serviceIcon: 'school',
    description: 'گواهی برای ارائه به سازمان‌ها',
    helpFileLink: null,
    desk: {
      nationalId: '',
      requiredDocuments: ['کارت دانشجویی'],
      durationDays: 3,
      costRials: 1_500_000,
      contact: 'اداره آموزش',
    },
    signatureRequired: false,
    tempSave: true,
    performService: { outSource: false, link: null, showModal: false },
    steps: [
      { key: 'form', name: 'تکمیل فرم', kind: 'applicantForm' },
      { key: 'task', name: 'بررسی کارشناس', kind: 'providerTask' },
    ],
    form: FORM,
    answers: {},
    availability: { ok: true, reason: null },
    draft: null,
    ...overrides,
  };
}

let pack = buildPack();
let submitFails = false;
/** The applicant's profile as the server has it: the signature's URL once one is saved. */
let profile = buildProfile({ userInfo: { signature: SIGNATURE_URL } });
const ok = (data: unknown, message: string | null = null) => ({ success: true, message, data });

const server = serveDuringTests((request, response) => {
  if (request.method === 'GET' && request.url === '/api/v1/account/profile')
    return sendJson(response, 200, ok(profile));
  if (request.method === 'PUT' && request.url === '/api/v1/account/signature') {
    profile = buildProfile({ userInfo: { signature: SIGNATURE_URL } });
    return sendJson(response, 200, ok(null, 'تغییرات ذخیره شد.'));
  }
  if (request.method === 'GET' && request.url === '/api/v1/userrequest/service/7')
    return sendJson(response, 200, ok(pack));
  if (request.method === 'POST' && request.url === '/api/v1/userrequest') {
    if (submitFails)
      return sendJson(response, 400, {
        success: false,
        message: REQUEST_MESSAGES.openPerUser(1),
        data: null,
      });
    return sendJson(
      response,
      200,
      ok({
        id: 41,
        trackingCode: '1234567890',
        serviceFname: pack.serviceFname,
        status: 'ثبت شده',
        createdAt: '2026-03-21T06:30:00.000Z',
        expectedOn: '2026-03-25',
      }),
    );
  }
  if (request.method === 'POST' && request.url === '/api/v1/tempanswer')
    return sendJson(
      response,
      200,
      ok(
        {
          id: 5,
          serviceId: 7,
          serviceFname: pack.serviceFname,
          answers: {},
          createdAt: '2026-03-21T06:30:00.000Z',
          updatedAt: null,
        },
        REQUEST_MESSAGES.draftSaved,
      ),
    );
  sendNotFound(response);
});

beforeEach(() => {
  pack = buildPack();
  submitFails = false;
  profile = buildProfile({ userInfo: { signature: SIGNATURE_URL } });
  // The signed-in hint: without it the profile is not asked for.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});

/** The page at `address` (/panel/new/7) in a memory router with a fresh query client. */
async function renderPage(address = '/panel/new/7') {
  renderRoute('/panel/new/:id?', <NewRequestPage />, { at: address });
  await screen.findByRole('heading', { name: pack.serviceFname });
}

async function openForm() {
  await renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'شروع درخواست' }));
  return screen.findByRole('textbox', { name: /نام و نام خانوادگی/ });
}

const sent = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);

describe('the pack', () => {
  it('shows the duration in working days and the cost in rials with Persian digits and separators', async () => {
    await renderPage();
    expect(await screen.findByText('۳ روز کاری')).toBeTruthy();
    expect(screen.getByText('۱٬۵۰۰٬۰۰۰ ریال')).toBeTruthy();
    expect(screen.getByText('کارت دانشجویی')).toBeTruthy();
    expect(screen.getByText('بررسی کارشناس')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'شروع درخواست' }).hasAttribute('disabled')).toBe(false);
  });

  it('calls a service that costs nothing «رایگان»', async () => {
    pack = buildPack({ desk: { ...buildPack().desk, costRials: 0 } });
    await renderPage();
    expect(await screen.findByText('رایگان')).toBeTruthy();
  });

  it('says why a service cannot be started and disables the start button', async () => {
    pack = buildPack({ availability: { ok: false, reason: REQUEST_MESSAGES.possiblePerUser(2) } });
    await renderPage();
    expect((await screen.findByTestId('pack-unavailable')).textContent).toBe(
      'هر متقاضی حداکثر ۲ بار می‌تواند این خدمت را درخواست کند.',
    );
    expect(screen.getByRole('button', { name: 'شروع درخواست' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('submitting', () => {
  it('runs the form check before anything is sent', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست' }));
    expect(await screen.findByText('مقدار فیلد الزامی نام و نام خانوادگی را وارد کنید.')).toBeTruthy();
    expect(sent('POST', '/api/v1/userrequest')).toHaveLength(0);
  });

  // Issue 24: the dialog sent the applicant to the profile to draw one, and the answers were lost.
  it('lets an applicant without a signature draw one in the dialog, keeping the answers, and submit', async () => {
    pack = buildPack({ signatureRequired: true });
    profile = buildProfile();
    fireEvent.change(await openForm(), { target: { value: 'مریم احمدی' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست' }));
    const dialog = await screen.findByRole('dialog', { name: 'امضای درخواست' });
    expect(within(dialog).getByRole('alert').textContent).toContain(REQUEST_MESSAGES.noSignature);
    expect(within(dialog).queryByRole('link')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'ثبت درخواست' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    // The profile's own editor, in the dialog: here an image is chosen (jsdom draws no canvas).
    expect(within(dialog).getByRole('img', { name: /محل کشیدن امضا/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'بارگذاری تصویر' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'sign.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await within(dialog).findByAltText('پیش‌نمایش');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت امضا' }));
    // Saved through the profile's endpoint, the profile read again: the dialog now shows the signature.
    const agree = await within(dialog).findByRole('checkbox', {
      name: 'درخواست را با امضای ثبت‌شده در پروفایل امضا می‌کنم',
    });
    expect(within(dialog).getByRole<HTMLImageElement>('img', { name: 'تصویر امضا' }).src).toContain(
      SIGNATURE_URL,
    );
    expect(sent('PUT', '/api/v1/account/signature')).toHaveLength(1);
    expect(sent('GET', '/api/v1/account/profile').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(agree);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('tracking-code')).textContent).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(JSON.parse(sent('POST', '/api/v1/userrequest')[0]?.body ?? '')).toEqual({
      serviceId: 7,
      answers: { f1: 'مریم احمدی' },
      sign: true,
    });
  });

  it('signs with the profile signature once confirmed and shows the receipt', async () => {
    pack = buildPack({ signatureRequired: true });
    fireEvent.change(await openForm(), { target: { value: 'مریم احمدی' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'ثبت درخواست' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'درخواست را با امضای ثبت‌شده در پروفایل امضا می‌کنم' }),
    );
    fireEvent.click(confirm);
    expect((await screen.findByTestId('tracking-code')).textContent).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(screen.getByTestId('expected-on').textContent).toBe('۱۴۰۵/۰۱/۰۵');
    expect(screen.getByText('۱۴۰۵/۰۱/۰۱ ۱۰:۰۰')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'مشاهده درخواست' }).getAttribute('href')).toBe(
      '/panel/my-requests/41',
    );
    const [submitted] = sent('POST', '/api/v1/userrequest');
    expect(JSON.parse(submitted?.body ?? '')).toEqual({
      serviceId: 7,
      answers: { f1: 'مریم احمدی' },
      sign: true,
    });
  });

  it('shows the server’s refusal in an alert and keeps the answers', async () => {
    submitFails = true;
    const name = await openForm();
    fireEvent.change(name, { target: { value: 'مریم احمدی' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست' }));
    expect((await screen.findByTestId('submit-error')).textContent).toBe(REQUEST_MESSAGES.openPerUser(1));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /نام و نام خانوادگی/ }).value).toBe(
      'مریم احمدی',
    );
  });
});

describe('drafts', () => {
  it('saves the answers so far without the required checks', async () => {
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /علت درخواست/ }), {
      target: { value: 'ارائه به بانک' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره پیش‌نویس' }));
    await waitFor(() => expect(sent('POST', '/api/v1/tempanswer')).toHaveLength(1));
    expect(JSON.parse(sent('POST', '/api/v1/tempanswer')[0]?.body ?? '')).toEqual({
      serviceId: 7,
      answers: { f2: 'ارائه به بانک' },
    });
  });

  it('resumes the saved draft and says when it was saved', async () => {
    pack = buildPack({
      answers: { f2: 'پیش‌فرض' },
      draft: { id: 5, answers: { f1: 'مریم احمدی' }, updatedAt: '2026-03-21T06:30:00.000Z' },
    });
    const name = await openForm();
    expect((name as HTMLInputElement).value).toBe('مریم احمدی');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /علت درخواست/ }).value).toBe('پیش‌فرض');
    expect(screen.getByTestId('draft-restored').textContent).toBe(
      'پیش‌نویس ذخیره‌شده در ۱۴۰۵/۰۱/۰۱ ۱۰:۰۰ بازیابی شد.',
    );
  });

  // Issue 24: «ادامه» on a draft opened the pack, and a draft's file, select and date did not come back.
  it('opens a resumed draft straight on its form, with every answer back', async () => {
    const fileId = 'a'.repeat(32);
    pack = buildPack({
      form: {
        formFields: [
          ...FORM.formFields,
          { id: 'doc', ename: 'doc', fname: 'مدرک', type: 'file' },
          {
            id: 'level',
            ename: 'level',
            fname: 'مقطع',
            type: 'select',
            options: [
              { id: 'bsc', fname: 'کارشناسی' },
              { id: 'msc', fname: 'کارشناسی ارشد' },
            ],
          },
          { id: 'entered', ename: 'entered', fname: 'تاریخ ورود', type: 'date' },
        ],
      },
      draft: {
        id: 5,
        answers: {
          f2: 'ارائه به بانک',
          doc: 'کارنامه.pdf',
          'doc-path': fileId,
          level: 'msc',
          entered: '1402/07/01',
        },
        updatedAt: '2026-03-21T06:30:00.000Z',
      },
    });
    await renderPage('/panel/new/7?resume');
    await screen.findByTestId('draft-restored');
    expect(screen.queryByRole('button', { name: 'شروع درخواست' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /علت درخواست/ }).value).toBe(
      'ارائه به بانک',
    );
    expect(screen.getByRole('combobox', { name: /مقطع/ }).textContent).toBe('کارشناسی ارشد');
    // The draft's file is attached to the draft: read through download, by its owner.
    expect(screen.getByRole('link', { name: 'کارنامه.pdf' }).getAttribute('href')).toBe(
      `/api/v1/download/${fileId}`,
    );
    const date = await screen.findByRole('group', { name: 'تاریخ ورود' });
    expect(date.querySelector('.MuiPickersSectionList-root')?.textContent).toContain('۱۴۰۲');
  });

  it('shows the pack instead when the service cannot be started now', async () => {
    pack = buildPack({
      availability: { ok: false, reason: REQUEST_MESSAGES.possiblePerUser(2) },
      draft: { id: 5, answers: { f2: 'ارائه به بانک' }, updatedAt: '2026-03-21T06:30:00.000Z' },
    });
    await renderPage('/panel/new/7?resume');
    expect(await screen.findByTestId('pack-unavailable')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /علت درخواست/ })).toBeNull();
  });
});
