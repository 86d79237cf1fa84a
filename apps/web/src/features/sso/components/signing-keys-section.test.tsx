import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoKeysApi, urlOf, type SigningKeyInfo, type SigningKeys } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { graceText, SigningKeysSection } from './signing-keys-section';
import { renderWithQueries } from '../../../test/render-with-queries';

const FINGERPRINT = (byte: string) => Array.from({ length: 32 }, () => byte).join(':');
const key = (fields: Partial<SigningKeyInfo>): SigningKeyInfo => ({
  id: 1,
  keyId: 'kid-should-not-be-shown',
  fingerprint: FINGERPRINT('AB'),
  // 1405/01/01 12:00 in Tehran.
  createdAt: '2026-03-21T08:30:00.000Z',
  signing: true,
  retiresAt: null,
  expiresAt: null,
  ...fields,
});
const before: SigningKeys = { oidc: [key({})], saml: [], graceMinutes: 30 * 24 * 60 };
const after: SigningKeys = {
  ...before,
  oidc: [
    key({ id: 2, keyId: 'kid-new', fingerprint: FINGERPRINT('CD'), createdAt: '2026-04-20T08:30:00.000Z' }),
    key({ signing: false, retiresAt: '2026-05-20T08:30:00.000Z' }),
  ],
};

const withSaml: SigningKeys = {
  ...after,
  saml: [
    key({ id: 2, keyId: '0a', fingerprint: FINGERPRINT('EF'), expiresAt: '2036-04-20T08:30:00.000Z' }),
    key({
      keyId: '09',
      fingerprint: FINGERPRINT('12'),
      signing: false,
      retiresAt: '2026-05-20T08:30:00.000Z',
    }),
  ],
};
const withdrawn: SigningKeys = { ...withSaml, oidc: withSaml.oidc.slice(0, 1) };

let current = before;
const server = serveDuringTests((request, response) => {
  if (request.url === urlFor(ssoKeysApi.list) && request.method === 'GET')
    return sendJson(response, 200, { success: true, message: null, data: current });
  if (request.url === `/api/v1/${urlOf(ssoKeysApi.rotate)}` && request.method === 'POST') {
    current = after;
    return sendJson(response, 200, { success: true, message: 'ساخته شد', data: current });
  }
  if (request.url === `/api/v1/${urlOf(ssoKeysApi.withdraw)}` && request.method === 'POST') {
    current = withdrawn;
    return sendJson(response, 200, { success: true, message: 'کنار رفت', data: current });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderSection = () => renderWithQueries(<SigningKeysSection />);

describe('the signing keys section', () => {
  it('lists each provider’s keys by a short fingerprint with Jalali dates, never the raw key id', async () => {
    current = before;
    renderSection();
    const oidc = await screen.findByRole('list', { name: 'کلیدهای OpenID Connect' });
    const [item] = within(oidc).getAllByRole('listitem');
    expect(within(item as HTMLElement).getByText('امضاکننده')).toBeTruthy();
    expect(within(item as HTMLElement).getByText('AB:AB:AB:AB:AB:AB:AB:AB…')).toBeTruthy();
    expect(item?.textContent).toContain('۱۴۰۵/۰۱/۰۱');
    expect(document.body.textContent).not.toContain('kid-should-not-be-shown');
    expect(document.body.textContent).not.toContain('{');
    const saml = screen.getByRole('region', { name: 'SAML2' });
    expect(
      within(saml).getByText('هنوز کلیدی ساخته نشده است؛ با نخستین ورود از این راه ساخته می‌شود.'),
    ).toBeTruthy();
  });

  it('rotates the OIDC key after a dialog that says what happens, then shows both keys', async () => {
    current = before;
    renderSection();
    const oidc = await screen.findByRole('region', { name: 'OpenID Connect' });
    fireEvent.click(within(oidc).getByRole('button', { name: 'ساختن کلید تازه' }));
    const dialog = await screen.findByRole('dialog', { name: 'کلید امضای تازه برای OpenID Connect' });
    expect(dialog.textContent).toContain('۳۰ روز');
    expect(dialog.textContent).toContain('خودکار از نشانی JWKS در discovery');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ساختن کلید تازه' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ protocol: 'oidc' }]);
    const items = within(screen.getByRole('list', { name: 'کلیدهای OpenID Connect' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByText(/^(امضاکننده|جایگزین‌شده)$/).textContent)).toEqual([
      'امضاکننده',
      'جایگزین‌شده',
    ]);
    expect(items[1]?.textContent).toContain('منتشر می‌ماند تا: ۱۴۰۵/۰۲/۳۰');
  });

  it('warns before a SAML rotation that service providers may need the new metadata, and cancels', async () => {
    current = before;
    renderSection();
    const saml = await screen.findByRole('region', { name: 'SAML2' });
    fireEvent.click(within(saml).getByRole('button', { name: 'ساختن گواهی تازه' }));
    const dialog = await screen.findByRole('dialog', { name: 'گواهی امضای تازه برای SAML2' });
    expect(dialog.textContent).toContain('باید فرادادهٔ تازه را دوباره وارد کنند');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers «کنار گذاشتن فوری» only on replaced keys, and withdraws after a dialog that says what stops working', async () => {
    current = withSaml;
    renderSection();
    const oidc = await screen.findByRole('region', { name: 'OpenID Connect' });
    const [signing, replaced] = within(oidc).getAllByRole('listitem');
    expect(within(signing as HTMLElement).queryByRole('button')).toBeNull();
    const button = within(replaced as HTMLElement).getByRole('button', { name: 'کنار گذاشتن فوری' });
    // The button names its key for a screen reader: the short fingerprint beside it.
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('AB:AB:AB:AB:AB:AB:AB:AB…');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'کلید پیشین OpenID Connect همین حالا کنار برود؟',
    });
    expect(dialog.textContent).toContain('AB:AB:AB:AB:AB:AB:AB:AB…');
    expect(dialog.textContent).toContain('از همین حالا از JWKS برداشته می‌شود');
    expect(dialog.textContent).toContain('ممکن است ناچار شوند دوباره وارد شوند');
    expect(dialog.textContent).toContain('برگشت‌پذیر نیست');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'کنار گذاشتن فوری' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ protocol: 'oidc', id: 1 }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'کلیدهای OpenID Connect' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(within(oidc).queryByRole('button', { name: 'کنار گذاشتن فوری' })).toBeNull();
  });

  it('tells before withdrawing a SAML certificate that SPs holding only it already fail, and cancels', async () => {
    current = withSaml;
    renderSection();
    const saml = await screen.findByRole('region', { name: 'SAML2' });
    fireEvent.click(await within(saml).findByRole('button', { name: 'کنار گذاشتن فوری' }));
    const dialog = await screen.findByRole('dialog', { name: 'گواهی پیشین SAML2 همین حالا کنار برود؟' });
    expect(dialog.textContent).toContain('12:12:12:12:12:12:12:12…');
    expect(dialog.textContent).toContain('از فرادادهٔ درگاه برداشته می‌شود');
    expect(dialog.textContent).toContain('از زمان ساختن گواهی تازه ورود کاربران را رد می‌کنند');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [30 * 24 * 60, '۳۰ روز'],
    [120, '۲ ساعت'],
    [90, '۹۰ دقیقه'],
  ])('says a grace of %i minutes as «%s»', (minutes, said) => {
    expect(graceText(minutes)).toBe(said);
  });
});
