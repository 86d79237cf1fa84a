import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLoggedIn, setLoggedIn } from '../../../lib/session-store';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { profileQueryKey } from '../api/get-profile';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { LoginForm } from './login-form';
import { shownToasts } from '../../../test/toast-log';
import { typeLabelled } from '../test/credentials.fixture';

let isCaptchaEnabled = true;
let isCaptchaAsked = false;
let captchaCount = 0;
const wrongCredentials = 'نام کاربری یا رمز عبور اشتباه است.';
const captchaNeeded = 'به دلیل ورودهای ناموفق پی‌درپی، برای ورود کد امنیتی را هم وارد کنید.';

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/account/get-captcha') {
    captchaCount += 1;
    const data = {
      captchaId: `c${captchaCount}`,
      image: 'data:image/png;base64,AAAA',
      enabled: isCaptchaEnabled,
    };
    return sendJson(response, 200, { success: true, message: null, data });
  }
  if (request.url === '/api/v1/account/login') {
    const body = JSON.parse(request.body) as { password: string; captchaCode: string };
    // The sign-in limits: while the account is under them, nothing passes without an answer.
    if (isCaptchaAsked && body.captchaCode === '') {
      const data = { code: 'captcha_required' };
      return sendJson(response, 400, { success: false, message: captchaNeeded, data });
    }
    return body.password === 'Right-pass1'
      ? sendJson(response, 200, { success: true, message: null, data: buildProfile() })
      : sendJson(response, 400, { success: false, message: wrongCredentials, data: null });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});
beforeEach(() => {
  isCaptchaEnabled = true;
  isCaptchaAsked = false;
  captchaCount = 0;
  sessionStorage.clear();
});
afterEach(() => {
  setLoggedIn(false);
});

const renderLogin = () =>
  renderWithRouter(<LoginForm />, '/login', { otherPaths: ['/panel', '/panel/profile', '/2fa'] });
const loginRequests = () => server.requests.filter((request) => request.url === '/api/v1/account/login');

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
const toastTexts = () => shownToasts().map((toast) => toast.text);

describe('LoginForm', () => {
  it('checks the fields with the shared schema before calling the server, asking no captcha', async () => {
    renderLogin();
    submit();
    expect(screen.getByText('نام کاربری را وارد کنید.')).toBeDefined();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeDefined();
    expect(screen.queryByLabelText(/^کد امنیتی/)).toBeNull();
    expect(loginRequests()).toHaveLength(0);
    expect(captchaCount).toBe(0);
  });

  it('shows the server’s message after a refused attempt and fetches no captcha unless asked', async () => {
    renderLogin();
    typeLabelled(/^نام کاربری/, 'admin');
    typeLabelled(/^رمز عبور/, 'wrong');
    submit();
    await waitFor(() => expect(toastTexts()).toEqual([wrongCredentials]));
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toEqual({
      username: 'admin',
      password: 'wrong',
      captchaId: '',
      captchaCode: '',
    });
    expect(screen.queryByLabelText(/^کد امنیتی/)).toBeNull();
    expect(captchaCount).toBe(0);
  });

  it('shows the captcha when the server asks for it, keeps it, and signs in with the answer', async () => {
    isCaptchaAsked = true;
    renderLogin();
    typeLabelled(/^نام کاربری/, 'admin');
    typeLabelled(/^رمز عبور/, 'Right-pass1');
    submit();
    await waitFor(() => expect(toastTexts()).toEqual([captchaNeeded]));
    await screen.findByAltText('تصویر کد امنیتی');
    expect(captchaCount).toBe(1);
    const box = screen.getByLabelText<HTMLInputElement>(/^کد امنیتی/);
    expect(document.activeElement).toBe(box);
    submit();
    expect(screen.getByText('این فیلد الزامی است.')).toBeDefined();
    expect(loginRequests()).toHaveLength(1);

    // A refused attempt with the captcha keeps the field and brings a new captcha.
    typeLabelled(/^رمز عبور/, 'wrong');
    typeLabelled(/^کد امنیتی/, '۱۲۳۴');
    submit();
    await waitFor(() => expect(toastTexts()).toEqual([captchaNeeded, wrongCredentials]));
    await waitFor(() => expect(captchaCount).toBe(2));
    expect(JSON.parse(loginRequests()[1]?.body ?? '')).toMatchObject({
      captchaId: 'c1',
      captchaCode: '1234',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/^کد امنیتی/).value).toBe('');

    typeLabelled(/^رمز عبور/, 'Right-pass1');
    typeLabelled(/^کد امنیتی/, 'ab12');
    submit();
    expect(await screen.findByText('page /panel')).toBeDefined();
    expect(JSON.parse(loginRequests()[2]?.body ?? '')).toMatchObject({
      captchaId: 'c2',
      captchaCode: 'ab12',
    });
  });

  it('signs in without a captcha and returns to the remembered page', async () => {
    sessionStorage.setItem('lastPage', '/panel/profile');
    const { router, queryClient } = renderLogin();
    typeLabelled(/^نام کاربری/, 'admin');
    typeLabelled(/^رمز عبور/, 'Right-pass1');
    submit();
    expect(await screen.findByText('page /panel/profile')).toBeDefined();
    expect(router.state.location.pathname).toBe('/panel/profile');
    expect(sessionStorage.getItem('lastPage')).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({ fullName: 'سارا محمدی' });
    expect(isLoggedIn()).toBe(true);
    expect(captchaCount).toBe(0);
  });

  it('with captcha turned off still shows the answer box when asked, without an image', async () => {
    isCaptchaEnabled = false;
    isCaptchaAsked = true;
    renderLogin();
    typeLabelled(/^نام کاربری/, 'admin');
    typeLabelled(/^رمز عبور/, 'Right-pass1');
    submit();
    await screen.findByLabelText(/^کد امنیتی/);
    await waitFor(() => expect(captchaCount).toBe(1));
    expect(screen.queryByAltText('تصویر کد امنیتی')).toBeNull();
    typeLabelled(/^کد امنیتی/, 'x');
    submit();
    expect(await screen.findByText('page /panel')).toBeDefined();
    expect(JSON.parse(loginRequests()[1]?.body ?? '')).toMatchObject({ captchaCode: 'x' });
  });
});
