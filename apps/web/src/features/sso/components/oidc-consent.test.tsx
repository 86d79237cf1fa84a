import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoOidcApi } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { OidcConsent } from './oidc-consent';
import { renderWithQueries } from '../../../test/render-with-queries';

const UID = 'interaction-0123456789';

serveDuringTests((request, response) => {
  if (request.url === urlFor(ssoOidcApi.consentDetails, { params: { uid: UID } }))
    return sendJson(response, 200, {
      success: true,
      message: null,
      data: { systemName: 'سامانه آموزش', scopes: ['openid', 'profile', 'national_id', 'offline_access'] },
    });
  return sendJson(response, 404, { success: false, message: 'یافت نشد', data: null });
});

describe('the consent page', () => {
  it('lists what the system asks to see in Persian words only, as the active grants say it', async () => {
    renderWithQueries(<OidcConsent uid={UID} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'شناسه حساب شما در دروازه',
      'نام و نام کاربری شما',
      'کد ملی',
      'تمدید دسترسی بدون ورود دوباره شما',
    ]);
    expect(document.body.textContent).not.toMatch(/openid|profile|national_id|offline_access|[()]/);
    expect(screen.getByRole('button', { name: 'اجازه می‌دهم' })).toBeTruthy();
  });
});
