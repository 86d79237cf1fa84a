import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderWithRouter } from '../test/render-with-router';
import { ResetPasswordForm } from './reset-password-form';
import { shownToasts } from '../../../test/toast-log';
import { typeLabelled, typeNewPassword } from '../test/credentials.fixture';

let captchaCount = 0;
const codeInvalid = 'کد بازیابی نادرست است یا منقضی شده است.';
const common = 'این رمز عبور از رایج‌ترین رمزهاست و به‌آسانی حدس زده می‌شود؛ رمز عبور دیگری برگزینید.';

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/account/get-captcha') {
    captchaCount += 1;
    const data = { captchaId: `c${captchaCount}`, image: 'data:image/png;base64,AAAA', enabled: true };
    return sendJson(response, 200, { success: true, message: null, data });
  }
  if (request.url === '/api/v1/account/new-password') {
    const { newPassword } = JSON.parse(request.body) as { newPassword: string };
    const message = newPassword === 'Password1' ? common : codeInvalid;
    return sendJson(response, 400, { success: false, message, data: null });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});
beforeEach(() => {
  captchaCount = 0;
});

const resetRequests = () =>
  server.requests.filter((request) => request.url === '/api/v1/account/new-password');
const renderForm = () =>
  renderWithRouter(
    <ResetPasswordForm username="admin" onDone={() => {}} onResend={() => {}} />,
    '/forget-password',
  );

describe('ResetPasswordForm', () => {
  it('asks for the captcha, sends it with the code, and brings a new one after a refusal', async () => {
    renderForm();
    await screen.findByAltText('تصویر کد امنیتی');
    typeLabelled(/^کد بازیابی/, '۱۲۳۴۵۶');
    typeNewPassword('Kheili-Ghavi-1405');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور جدید' }));
    expect(screen.getByText('این فیلد الزامی است.')).toBeDefined();
    expect(resetRequests()).toHaveLength(0);

    typeLabelled(/^کد امنیتی/, 'ab۳de');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور جدید' }));
    await waitFor(() => expect(shownToasts().map((toast) => toast.text)).toEqual([codeInvalid]));
    expect(JSON.parse(resetRequests()[0]?.body ?? '')).toEqual({
      username: 'admin',
      code: '123456',
      newPassword: 'Kheili-Ghavi-1405',
      captchaId: 'c1',
      captchaCode: 'ab3de',
    });
    await waitFor(() => expect(captchaCount).toBe(2));
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    renderForm();
    await screen.findByAltText('تصویر کد امنیتی');
    typeLabelled(/^کد بازیابی/, '123456');
    typeNewPassword('Password1');
    typeLabelled(/^کد امنیتی/, 'abcde');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور جدید' }));
    expect(await screen.findByText(common)).toBeDefined();
    expect(screen.getByLabelText(/^رمز عبور جدید/).getAttribute('aria-invalid')).toBe('true');
  });
});
