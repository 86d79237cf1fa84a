import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../features/identity/api/get-profile';
import { buildProfile } from '../../features/identity/test/profile-fixture';
import { createQueryClient } from '../../lib/query-client';
import { sendJson } from '../../test/http-test-server';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import LoginPage from './login-page';

const providers = [
  { Name: 'ورود با سامانه سجاد', Provider: 'sajad', SelfLoginUrl: '', enable: true },
  { Name: 'ورود با پنجره ملی', Provider: 'mygov', SelfLoginUrl: 'https://my.gov.ir/login', enable: true },
  { Name: 'خاموش', Provider: 'off', enable: false },
];

serveDuringTests((request, response) => {
  if (request.url === '/api/v1/generalsetting/all') {
    const list = [{ name: 'ssoProviders', data: JSON.stringify(providers) }];
    return sendJson(response, 200, { success: true, message: null, data: { list } });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

function renderAt(path: string, signedIn = false) {
  const queryClient = createQueryClient();
  if (signedIn) queryClient.setQueryData(profileQueryKey, buildProfile());
  renderRoute('/login/:oauthError?', <LoginPage />, { at: path, queryClient });
}

describe('the login page', () => {
  it('shows a button per enabled provider, to our login link unless the provider gives its own', async () => {
    renderAt('/login');
    const sajad = await screen.findByRole('link', { name: 'ورود با سامانه سجاد' });
    expect(sajad.getAttribute('href')).toBe('/api/v1/oauth2/sajad/login');
    expect(screen.getByRole('link', { name: 'ورود با پنجره ملی' }).getAttribute('href')).toBe(
      'https://my.gov.ir/login',
    );
    expect(screen.queryByRole('link', { name: 'خاموش' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['no_account', 'حساب کاربری متناظری در سامانه یافت نشد؛ با مدیر سامانه تماس بگیرید.'],
    ['access_denied', 'ورود در سامانه خارجی لغو شد یا اجازه داده نشد.'],
    ['something-else', 'ورود از طریق سامانه خارجی انجام نشد؛ دوباره تلاش کنید.'],
  ])('says in Persian why a provider sign-in ended with %s', async (code, message) => {
    renderAt(`/login/${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it.each(['/login?interaction=interaction-0123456789', '/login?saml=again'])(
    'tells a signed-in user a connected system sent back (%s) to sign in again',
    async (path) => {
      renderAt(path, true);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'سامانه‌ای که از آن آمده‌اید ورود تازه می‌خواهد؛ برای ادامه دوباره وارد شوید.',
      );
    },
  );

  it('says nothing of it to a visitor a system sent to sign in', async () => {
    renderAt('/login?interaction=interaction-0123456789');
    await screen.findByRole('link', { name: 'ورود با سامانه سجاد' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
