import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoApi, type SsoGrant } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { ActiveGrants } from './active-grants';
import { renderWithQueries } from '../../../test/render-with-queries';

const grant = (fields: Partial<SsoGrant> = {}): SsoGrant => ({
  id: 'grant-aaaaaaaaaaaa',
  system: { id: 7, name: 'سامانه آموزش', logoFileId: null, enabled: true },
  // 1405/01/01 12:00 and 1405/01/02 09:15 in Tehran.
  grantedAt: '2026-03-21T08:30:00.000Z',
  lastUsedAt: '2026-03-22T05:45:00.000Z',
  scopes: ['openid', 'profile', 'national_id', 'offline_access'],
  ...fields,
});

let current: SsoGrant[] = [];
const listUrl = urlFor(ssoApi.grants);
const server = serveDuringTests((request, response) => {
  if (request.url === listUrl && request.method === 'GET')
    return sendJson(response, 200, { success: true, message: null, data: { list: current } });
  const revoked = current.find((g) => request.url === `${listUrl}/${g.id}`);
  if (revoked && request.method === 'DELETE') {
    current = current.filter((g) => g !== revoked);
    return sendJson(response, 200, { success: true, message: null, data: null });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderSection = () => renderWithQueries(<ActiveGrants />);

describe('the active grants on /panel/sso/clients', () => {
  it('shows each system with Jalali dates in Persian digits and what it may see, in Persian words', async () => {
    current = [grant(), grant({ id: 'grant-bbbbbbbbbbbb', lastUsedAt: null, scopes: ['openid'] })];
    renderSection();
    expect(screen.getByRole('heading', { name: 'دسترسی‌های فعال' })).toBeTruthy();
    const [first, second] = await screen.findAllByRole('listitem');
    const row = within(first!);
    expect(row.getByRole('heading', { name: 'سامانه آموزش' })).toBeTruthy();
    expect(row.getByText('۱۴۰۵/۰۱/۰۱ ۱۲:۰۰')).toBeTruthy();
    expect(row.getByText('۱۴۰۵/۰۱/۰۲ ۰۹:۱۵')).toBeTruthy();
    expect(first!.textContent).toContain(
      'اطلاعات در دسترس: شناسه حساب شما در دروازه، نام و نام کاربری شما، کد ملی، تمدید دسترسی بدون ورود دوباره شما',
    );
    // No scope identifier reaches the user.
    expect(first!.textContent).not.toMatch(/openid|profile|national_id|offline_access/);
    expect(second!.textContent).toContain('آخرین استفاده: نامشخص');
  });

  it('revokes a grant after its confirmation, and says so when none is left', async () => {
    current = [grant()];
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'لغو دسترسی سامانه آموزش' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو دسترسی' });
    expect(within(dialog).getByText(/دسترسی «سامانه آموزش» به حساب شما لغو شود؟/)).toBeTruthy();
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'لغو دسترسی سامانه آموزش' }));
    const again = await screen.findByRole('dialog', { name: 'لغو دسترسی' });
    fireEvent.click(within(again).getByRole('button', { name: 'لغو دسترسی' }));
    expect(await screen.findByText('اکنون هیچ سامانه‌ای به حساب شما دسترسی ندارد.')).toBeTruthy();
    const deletes = server.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url)).toEqual([`${listUrl}/grant-aaaaaaaaaaaa`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks a disabled system', async () => {
    current = [grant({ system: { id: 8, name: 'سامانه پژوهش', logoFileId: null, enabled: false } })];
    renderSection();
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row!).getByText('غیرفعال')).toBeTruthy();
  });
});
