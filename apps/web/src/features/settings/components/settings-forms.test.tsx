import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@darvazeh/shared';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { GeneralSettingsForm } from './general-settings-form';
import { SiteSettingsForm } from './site-settings-form';
import { shownToasts } from '../../../test/toast-log';
import { renderWithQueries } from '../../../test/render-with-queries';

const settings = {
  ...DEFAULT_SITE_SETTINGS,
  title: 'دروازه',
  loginVector: null,
  version: '1.0.0',
  sso: false,
};

let storedRows: unknown[] = [];
let connections: Record<string, unknown>[] = [];
const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/setting') return sendJson(response, 200, ok(settings));
  if (request.url === '/api/v1/generalsetting/all') return sendJson(response, 200, ok({ list: storedRows }));
  if (request.url === '/api/v1/oauth2/providers') return sendJson(response, 200, ok({ list: connections }));
  if (request.url === '/api/v1/oauth2/providers/sajad' && request.method === 'PUT')
    return sendJson(response, 200, ok({ ...connections[0], ...JSON.parse(request.body) }));
  if (request.url === '/api/v1/unittype/all')
    return sendJson(response, 200, ok({ list: [{ id: 2, name: 'دانشکده', createdAt: null }] }));
  if (request.url === '/api/v1/generalsetting' && request.method === 'POST')
    return sendJson(response, 200, ok({ id: 1, ...JSON.parse(request.body) }));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

describe('the site settings form', () => {
  // Issue #13: an error below the fold gave no sign; the Admin is now taken to it and told.
  it('focuses the first invalid field and shows its message as a toast, saving nothing', async () => {
    renderWithQueries(<SiteSettingsForm />);
    const developer = await screen.findByRole('textbox', { name: 'متن توسعه‌دهنده در صفحه ورود' });
    fireEvent.change(developer, { target: { value: 'ت'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(document.activeElement).toBe(developer));
    expect(shownToasts().map((toast) => [toast.color, toast.text])).toEqual([
      ['error', 'حداکثر ۲۰۰ کاراکتر مجاز است.'],
    ]);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('the general settings form', () => {
  const posted = () =>
    server.requests
      .filter((request) => request.method === 'POST' && request.url === '/api/v1/generalsetting')
      .map((request) => JSON.parse(request.body) as { name: string; data: string });

  it('edits the sign-in buttons as fields and stores them in the SPEC shape', async () => {
    renderWithQueries(<GeneralSettingsForm />);
    // Starts from the fallback list: two buttons, off.
    const rows = await screen.findAllByRole('group', { name: /^روش ورود / });
    expect(rows).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'افزودن روش ورود' }));
    const third = screen.getByRole('group', { name: 'روش ورود ۳' });
    fireEvent.change(within(third).getByRole('textbox', { name: 'عنوان دکمه' }), {
      target: { value: 'ورود با درگاه ملی' },
    });
    fireEvent.change(within(third).getByRole('textbox', { name: 'نام فنی' }), { target: { value: 'mygov' } });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'حذف این روش ورود' }));
    const section = screen.getByRole('button', { name: 'افزودن روش ورود' }).parentElement!;
    fireEvent.click(within(section).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.name).toBe('ssoProviders');
    expect(JSON.parse(posted()[0]!.data)).toEqual([
      { Name: 'ورود با درگاه ملی مجوزها', Provider: 'mojavez', SelfLoginUrl: '', enable: false },
      { Name: 'ورود با درگاه ملی', Provider: 'mygov', SelfLoginUrl: '', enable: true },
    ]);
  });

  it('refuses a technical name with other letters, in Persian, saving nothing', async () => {
    renderWithQueries(<GeneralSettingsForm />);
    const [first] = await screen.findAllByRole('group', { name: /^روش ورود / });
    fireEvent.change(within(first!).getByRole('textbox', { name: 'نام فنی' }), { target: { value: 'سجاد' } });
    const section = screen.getByRole('button', { name: 'افزودن روش ورود' }).parentElement!;
    fireEvent.click(within(section).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText(/نام فنی ارائه‌دهنده فقط حروف کوچک انگلیسی/)).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('switches applicants’ registration with a switch, not JSON, and warns while SMS reaches nobody', async () => {
    renderWithQueries(<GeneralSettingsForm />);
    const toggle = await screen.findByLabelText<HTMLInputElement>('ثبت‌نام متقاضیان فعال باشد');
    expect(toggle.checked).toBe(false);
    const warning = /کد تأیید به دست متقاضیان نمی‌رسد/;
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText(warning)).toBeDefined();
    const section = toggle.closest('section')!;
    fireEvent.click(within(section).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(posted()).toEqual([{ name: 'registration', data: '{"enabled":true}' }]));
  });

  it('groups the home page’s systems by the unit types ticked', async () => {
    renderWithQueries(<GeneralSettingsForm />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'سامانه‌ها به تفکیک واحدهای سازمانی' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'دانشکده' }));
    const group = screen
      .getByRole('checkbox', { name: 'همه سامانه‌ها در یک فهرست' })
      .closest('div[class*="MuiBox"]')!;
    fireEvent.click(within(group as HTMLElement).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      name: 'displaySystemsBaseOn',
      data: JSON.stringify({ showTypes: ['all', 'unitType'], unitTypeIds: [2] }),
    });
  });

  it('edits a provider’s connection in a dialog without ever showing its secret', async () => {
    const data = JSON.stringify([
      { Name: 'ورود با سامانه سجاد', Provider: 'sajad', SelfLoginUrl: '', enable: true },
    ]);
    storedRows = [{ id: 7, name: 'ssoProviders', data, createdAt: null }];
    connections = [
      {
        provider: 'sajad',
        kind: 'wrapped',
        issuer: '',
        useDiscovery: false,
        authorizationEndpoint: 'https://sso.example.ir/authorize',
        tokenEndpoint: 'https://sso.example.ir/token',
        userinfoEndpoint: 'https://sso.example.ir/userinfo',
        jwksUri: '',
        logoutUrl: '',
        clientId: 'portal',
        tokenAuthMethod: 'client_secret_post',
        scopes: 'profile',
        claims: {
          subject: 'userId',
          nationalId: 'nationalCode',
          firstName: '',
          lastName: '',
          mobile: '',
          email: '',
        },
        createAccounts: false,
        clientSecretSet: true,
        updatedAt: null,
      },
    ];
    try {
      renderWithQueries(<GeneralSettingsForm />);
      expect(await screen.findByText('اتصال تنظیم شده است.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'تنظیمات اتصال' }));
      const dialog = await screen.findByRole('dialog', { name: 'تنظیمات اتصال «ورود با سامانه سجاد»' });
      const secret = within(dialog).getByLabelText('رمز کلاینت');
      expect((secret as HTMLInputElement).value).toBe('');
      expect(within(dialog).getByText(/رمز ذخیره شده است/)).toBeTruthy();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'نشانی خروج از سامانه' }), {
        target: { value: 'https://sso.example.ir/logout' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
      await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
      const put = server.requests.find((r) => r.method === 'PUT')!;
      expect(JSON.parse(put.body)).toMatchObject({
        kind: 'wrapped',
        clientId: 'portal',
        clientSecret: '',
        logoutUrl: 'https://sso.example.ir/logout',
        claims: { subject: 'userId', nationalId: 'nationalCode' },
        createAccounts: false,
      });
    } finally {
      storedRows = [];
      connections = [];
    }
  });
});
