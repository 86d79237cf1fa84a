import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLoggedIn, setLoggedIn } from '../../../lib/session-store';
import { toastStore } from '../../../lib/toast-store';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import { profileQueryKey } from '../api/get-profile';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { LoginForm } from './login-form';

let server: TestServer;
let isCaptchaEnabled = true;
let captchaCount = 0;
const wrongCredentials = 'نام کاربری یا رمز عبور اشتباه است.';

beforeAll(async () => {
  server = await startTestServer((request, response) => {
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
      const body = JSON.parse(request.body) as { password: string };
      return body.password === 'Right-pass1'
        ? sendJson(response, 200, { success: true, message: null, data: buildProfile() })
        : sendJson(response, 400, { success: false, message: wrongCredentials, data: null });
    }
    return sendJson(response, 404, { success: false, message: 'not found', data: null });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  isCaptchaEnabled = true;
  captchaCount = 0;
  toastStore.set([]);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  setLoggedIn(false);
});

const renderLogin = () =>
  renderWithRouter(<LoginForm />, '/login', { otherPaths: ['/panel', '/panel/profile', '/2fa'] });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const loginRequests = () => server.requests.filter((request) => request.url === '/api/v1/account/login');

describe('LoginForm', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    renderLogin();
    await screen.findByAltText('تصویر کد امنیتی');
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(screen.getByText('نام کاربری را وارد کنید.')).toBeDefined();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeDefined();
    expect(screen.getByText('این فیلد الزامی است.')).toBeDefined();
    expect(loginRequests()).toHaveLength(0);
  });

  it('shows the server’s message and brings a new captcha after a refused attempt', async () => {
    renderLogin();
    await screen.findByAltText('تصویر کد امنیتی');
    type(/^نام کاربری/, 'admin');
    type(/^رمز عبور/, 'wrong');
    type(/^کد امنیتی/, '۱۲۳۴');
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.text)).toEqual([wrongCredentials]));
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toEqual({
      username: 'admin',
      password: 'wrong',
      captchaId: 'c1',
      captchaCode: '1234',
    });
    await waitFor(() => expect(captchaCount).toBe(2));
    expect(screen.getByLabelText<HTMLInputElement>(/^کد امنیتی/).value).toBe('');
  });

  it('signs in and returns to the remembered page', async () => {
    sessionStorage.setItem('lastPage', '/panel/profile');
    const { router, queryClient } = renderLogin();
    await screen.findByAltText('تصویر کد امنیتی');
    type(/^نام کاربری/, 'admin');
    type(/^رمز عبور/, 'Right-pass1');
    type(/^کد امنیتی/, 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('page /panel/profile')).toBeDefined();
    expect(router.state.location.pathname).toBe('/panel/profile');
    expect(sessionStorage.getItem('lastPage')).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({ fullName: 'سارا محمدی' });
    expect(isLoggedIn()).toBe(true);
  });

  it('hides the captcha when the server turned it off, and lands on the panel', async () => {
    isCaptchaEnabled = false;
    renderLogin();
    await waitFor(() => expect(captchaCount).toBe(1));
    expect(screen.queryByLabelText(/^کد امنیتی/)).toBeNull();
    type(/^نام کاربری/, 'admin');
    type(/^رمز عبور/, 'Right-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('page /panel')).toBeDefined();
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toMatchObject({ captchaId: 'c1', captchaCode: '' });
  });
});
