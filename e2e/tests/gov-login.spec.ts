import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeProvider,
  type FakeProvider,
} from '../../apps/server/src/modules/identity-providers/fake-providers.fixture.js';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, apiPut } from '../fixtures/sign-in.js';

// Signing in through a government provider (SPEC §2 OAuth login links, issue 17 item 6): a fake of the
// science ministry's SSO (no discovery, multipart token request, user info in {data}) runs beside the
// portal; the login page shows its button; a citizen with no account signs in through it and lands in
// the panel as an applicant; a broken link ends on the login page with a Persian reason.
const BUTTON = 'ورود با سامانه سجاد';
let gov: FakeProvider;

const j = journey({ CAPTCHA: 'off', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });

beforeAll(async () => {
  gov = await startFakeProvider('wrapped', {
    userId: 'citizen-1',
    nationalCode: '0012345679',
    firstName: 'زهرا',
    lastName: 'موسوی',
    mobile: '09121112233',
  });
  const api = await j.adminApi();
  await apiPost(api, 'generalsetting', {
    name: 'ssoProviders',
    data: JSON.stringify([{ Name: BUTTON, Provider: 'sajad', SelfLoginUrl: '', enable: true }]),
  });
  await apiPut(api, 'oauth2/providers/sajad', {
    kind: 'wrapped',
    authorizationEndpoint: `${gov.url}/authorize`,
    tokenEndpoint: `${gov.url}/token`,
    userinfoEndpoint: `${gov.url}/userinfo`,
    clientId: gov.clientId,
    clientSecret: gov.clientSecret,
    scopes: 'profile',
    claims: {
      subject: 'userId',
      nationalId: 'nationalCode',
      firstName: 'firstName',
      lastName: 'lastName',
      mobile: 'mobile',
      email: '',
    },
    createAccounts: true,
  });
});

afterAll(async () => {
  await gov?.close();
});

describe('signing in through a government provider', () => {
  it('takes a citizen with no account from the login page button into the panel as an applicant', async () => {
    const page = await j.newPage();
    await page.goto(`${j.server.url}/login`);
    await page.getByRole('link', { name: BUTTON }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/panel'));
    await page.getByText('زهرا موسوی').first().waitFor();
    const profile = (await (await page.request.get(`${j.server.url}/api/v1/account/profile`)).json()) as {
      data: { firstName: string; lastName: string; roles: unknown[] };
    };
    expect(profile.data).toMatchObject({ firstName: 'زهرا', lastName: 'موسوی', roles: [] });
    expect(gov.tokenContentTypes.at(-1)).toMatch(/^multipart\/form-data/);
    await screenshot(page, 'gov-login-panel');
  });

  it('says in Persian why a sign-in through a provider did not happen', async () => {
    const page = await j.newPage();
    await page.goto(`${j.server.url}/api/v1/oauth2/nobody/login`);
    await page.waitForURL(/\/login\/unknown_provider$/);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('این روش ورود فعال نیست.');
  });

  it('lets an Admin see the buttons and a provider’s connection as Persian forms that fit a phone', async () => {
    const page = await j.adminPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`${j.server.url}/panel/system-setting/ui`);
    const row = page.getByRole('group', { name: 'روش ورود ۱' });
    await expect(row.getByRole('textbox', { name: 'عنوان دکمه' }).inputValue()).resolves.toBe(BUTTON);
    await page.getByText('اتصال تنظیم شده است.').waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await width()).toBeLessThanOrEqual(360);
    await row.getByRole('button', { name: 'تنظیمات اتصال' }).click();
    const dialog = page.getByRole('dialog', { name: `تنظیمات اتصال «${BUTTON}»` });
    await expect(dialog.getByLabel('رمز کلاینت', { exact: true }).inputValue()).resolves.toBe('');
    await dialog.getByText(/رمز ذخیره شده است/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'gov-login-connection-dialog');
  });
});
