import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoOidcApi, type OidcClientSettings } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { OidcSettingsSection } from './oidc-settings-section';
import { renderWithQueries } from '../../../test/render-with-queries';

const SECRET = 'sEcReT-shown-once-0123456789abcdefghijklmno';
const saved = (fields: Partial<OidcClientSettings> = {}): OidcClientSettings => ({
  systemId: 7,
  clientId: 'darvazeh-abc',
  redirectUris: ['https://edu.example.ac.ir/cb'],
  postLogoutRedirectUris: [],
  grantTypes: ['authorization_code'],
  scopes: ['openid', 'profile'],
  backchannelLogoutUri: null,
  requireConsent: false,
  publicClient: false,
  secretCreatedAt: '2026-01-01T00:00:00.000Z',
  issuer: 'https://portal.example.ac.ir/oidc',
  discoveryUrl: 'https://portal.example.ac.ir/oidc/.well-known/openid-configuration',
  secret: null,
  ...fields,
});

let current: OidcClientSettings | null = null;
const settingsUrl = urlFor(ssoOidcApi.settings, { params: { id: 7 } });
const server = serveDuringTests((request, response) => {
  if (request.url === settingsUrl && request.method === 'GET')
    return sendJson(response, 200, { success: true, message: null, data: current });
  if (request.url === settingsUrl && request.method === 'PUT') {
    const body = JSON.parse(request.body) as Partial<OidcClientSettings>;
    const first = current === null;
    current = saved({ ...body, secret: null });
    return sendJson(response, 200, {
      success: true,
      message: null,
      data: { ...current, secret: first && !body.publicClient ? SECRET : null },
    });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderSection = () => renderWithQueries(<OidcSettingsSection systemId={7} />);

describe('a system’s OpenID Connect settings', () => {
  it('edits redirect URIs as a list and shows the new secret once after the first save', async () => {
    current = null;
    renderSection();
    const first = await screen.findByLabelText('نشانی 1');
    fireEvent.change(first, { target: { value: 'https://edu.example.ac.ir/cb' } });
    const redirects = screen.getByRole('group', { name: 'نشانی‌های بازگشت پس از ورود' });
    fireEvent.click(within(redirects).getByRole('button', { name: 'افزودن نشانی' }));
    fireEvent.change(within(redirects).getByLabelText('نشانی 2'), {
      target: { value: 'https://edu.example.ac.ir/cb2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز سامانه (client_secret)' });
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      redirectUris: ['https://edu.example.ac.ir/cb', 'https://edu.example.ac.ir/cb2'],
      grantTypes: ['authorization_code'],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'رمز را نگه داشتم' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('shows the client id and the discovery URL of saved settings, never a secret', async () => {
    current = saved();
    renderSection();
    expect((await screen.findByLabelText<HTMLInputElement>('شناسه سامانه (client_id)')).value).toBe(
      'darvazeh-abc',
    );
    expect(screen.getByLabelText<HTMLInputElement>('نشانی کشف تنظیمات (discovery)').value).toBe(
      'https://portal.example.ac.ir/oidc/.well-known/openid-configuration',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a sign-in grant without a redirect URI before sending anything', async () => {
    current = null;
    renderSection();
    await screen.findByLabelText('نشانی 1');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findAllByText('دست‌کم یک نشانی بازگشت وارد کنید.')).not.toHaveLength(0);
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('registers a mobile or single-page app without a secret, in Persian words', async () => {
    current = null;
    renderSection();
    const kind = await screen.findByRole('radiogroup', { name: 'نوع برنامه' });
    fireEvent.click(within(kind).getByRole('radio', { name: /برنامه موبایل یا تک‌صفحه‌ای/ }));
    // A public client cannot sign in as itself: the web-service grant is not offered.
    expect(screen.queryByRole('checkbox', { name: /وب‌سرویس بدون کاربر/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('نشانی 1'), { target: { value: 'https://app.example.ac.ir/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      publicClient: true,
      grantTypes: ['authorization_code'],
    });
    await screen.findByLabelText('شناسه سامانه (client_id)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ساختن رمز تازه' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/token_endpoint_auth_method|\bnone\b|S256/);
  });
});
