import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@darvazeh/shared';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { RegistrationForm } from './registration-form';
import { typeLabelled, typeNewPassword } from '../test/credentials.fixture';

const NATIONAL_ID_TAKEN = 'این کد ملی پیش‌تر در سامانه ثبت شده است.';
const USERNAME_TAKEN = 'این نام کاربری قبلاً ثبت شده است.';
const refused = (message: string, field: string) => ({
  success: false,
  message,
  data: { code: 'field', field },
});

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/account/get-captcha') {
    const data = { captchaId: 'c1', image: 'data:image/png;base64,AAAA', enabled: true };
    return sendJson(response, 200, { success: true, message: null, data });
  }
  if (request.url === '/api/v1/account/register/code') {
    const { mobile } = JSON.parse(request.body) as { mobile: string };
    const data = { registrationId: 'token-1', mobile, expiresInSeconds: 300 };
    return sendJson(response, 200, { success: true, message: 'کد تأیید فرستاده شد.', data });
  }
  if (request.url === '/api/v1/account/register') {
    const { username } = JSON.parse(request.body) as { username: string };
    if (username === '0012345679') return sendJson(response, 400, refused(NATIONAL_ID_TAKEN, 'nationalId'));
    if (username === 'taken') return sendJson(response, 400, refused(USERNAME_TAKEN, 'username'));
    return sendJson(response, 200, { success: true, message: null, data: buildProfile() });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const bodiesTo = (url: string) =>
  server.requests
    .filter((request) => request.url === url)
    .map((request) => JSON.parse(request.body) as unknown);
const invalid = (label: RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid');

/** Fills the first step as a newcomer would, Persian digits and spaces included, and asks for the code. */
async function askForCode() {
  await screen.findByAltText('تصویر کد امنیتی');
  typeLabelled(/^کد ملی/, '۰۰۱۲۳۴۵۶۷۹');
  typeLabelled(/^شماره همراه/, '۰۹۱۲ ۰۰۰ ۱۰۰۰');
  typeLabelled(/^نام\s*\*?$/, 'سارا');
  typeLabelled(/^نام خانوادگی/, 'رضایی');
  typeLabelled(/^کد امنیتی/, 'abcde');
  fireEvent.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
  await screen.findByLabelText(/^کد تأیید/);
}

/** The second step: the code, a username and a strong password twice. */
function finish(username: string) {
  typeLabelled(/^کد تأیید/, '۱۲۳۴۵۶');
  typeLabelled(/^نام کاربری/, username);
  typeNewPassword('Sabt-Nam-Ghavi-1405!');
  fireEvent.click(screen.getByRole('button', { name: 'ثبت‌نام' }));
}

describe('RegistrationForm', () => {
  it('checks the national ID’s check digit before asking, then sends the details normalised', async () => {
    renderWithRouter(<RegistrationForm onRegistered={() => {}} />, '/register');
    await screen.findByAltText('تصویر کد امنیتی');
    typeLabelled(/^کد ملی/, '0012345678');
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    expect(screen.getByText('کد ملی معتبر نیست.')).toBeDefined();
    expect(invalid(/^کد ملی/)).toBe('true');
    expect(bodiesTo('/api/v1/account/register/code')).toEqual([]);

    await askForCode();
    expect(bodiesTo('/api/v1/account/register/code')).toEqual([
      {
        nationalId: '0012345679',
        mobile: '09120001000',
        firstName: 'سارا',
        lastName: 'رضایی',
        captchaId: 'c1',
        captchaCode: 'abcde',
      },
    ]);
    expect(screen.getByText(/۰۹۱۲۰۰۰۱۰۰۰/)).toBeDefined();
    // The national ID is offered as the username.
    expect(screen.getByLabelText<HTMLInputElement>(/^نام کاربری/).value).toBe('0012345679');
  });

  it('sends the code with Persian digits made Latin, and hands the profile on', async () => {
    const onRegistered = vi.fn<(profile: Profile) => void>();
    renderWithRouter(<RegistrationForm onRegistered={onRegistered} />, '/register');
    await askForCode();
    finish('sara-rezaei');
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(bodiesTo('/api/v1/account/register')).toEqual([
      {
        registrationId: 'token-1',
        code: '123456',
        username: 'sara-rezaei',
        password: 'Sabt-Nam-Ghavi-1405!',
      },
    ]);
  });

  it('marks a taken username under its field on the code step', async () => {
    renderWithRouter(<RegistrationForm onRegistered={() => {}} />, '/register');
    await askForCode();
    finish('taken');
    expect(await screen.findByText(USERNAME_TAKEN)).toBeDefined();
    expect(invalid(/^نام کاربری/)).toBe('true');
  });

  it('goes back to the first step with the national ID marked when it is taken, keeping what was typed', async () => {
    renderWithRouter(<RegistrationForm onRegistered={() => {}} />, '/register');
    await askForCode();
    finish('0012345679');
    expect(await screen.findByText(NATIONAL_ID_TAKEN)).toBeDefined();
    expect(invalid(/^کد ملی/)).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(/^نام خانوادگی/).value).toBe('رضایی');
    expect(screen.queryByLabelText(/^کد تأیید/)).toBeNull();
  });
});
