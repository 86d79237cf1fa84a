import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SAML } from '@node-saml/node-saml';
import { DEFAULT_SSO_SETTING } from '@darvazeh/shared';
import { seriousViolations } from '../fixtures/axe.js';
import { strictSamlProvider } from '../fixtures/connected-systems.js';
import { journey } from '../fixtures/journey.js';
import { apiPost } from '../fixtures/sign-in.js';

// SAML2 sign-in in Chromium (SPEC §3/§4 saml2ResponseForm): a service provider (node-saml behind a local
// HTTP server) sends the admin's browser to the portal with an AuthnRequest; the portal's page gets
// the response form with its profile and posts it to the SP's ACS after 2 s — which the page's CSP
// form-action must allow — and the SP accepts the assertion. Signing out of the portal then takes the
// browser through the SP's SingleLogoutService (single logout) to the portal's «signed out» page.
const j = journey({ CAPTCHA: 'off' });
let sp: SAML;
let acsServer: http.Server;
let acsUrl = '';
let systemId = 0;
const received: { nameID: string | null; error: string | null }[] = [];
/** The NameIDs of the LogoutRequests the SP received (the portal's single logout). */
const loggedOut: string[] = [];

beforeAll(async () => {
  acsServer = http.createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(404);
      response.end();
      return;
    }
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(parts).toString()));
      if (request.url === '/slo') {
        // The portal's LogoutRequest (HTTP-POST, the binding of our metadata): end the session it names
        // and answer by redirecting the browser back with a LogoutResponse.
        sp.validatePostRequestAsync({ SAMLRequest: fields.SAMLRequest ?? '' })
          .then(async ({ profile }) => {
            loggedOut.push(profile.nameID);
            const back = await sp.getLogoutResponseUrlAsync(profile, fields.RelayState ?? '', {}, true);
            response.writeHead(302, { location: back });
            response.end();
          })
          .catch(() => {
            response.writeHead(403);
            response.end('refused');
          });
        return;
      }
      sp.validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse ?? '' })
        .then(({ profile }) => {
          received.push({ nameID: profile?.nameID ?? null, error: null });
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!doctype html><html lang="en"><title>SP</title><h1>signed in as ${profile?.nameID ?? ''}</h1></html>`,
          );
        })
        .catch((err: unknown) => {
          received.push({ nameID: null, error: String(err) });
          response.writeHead(403);
          response.end('refused');
        });
    });
  });
  await new Promise<void>((done) => acsServer.listen(0, '127.0.0.1', done));
  acsUrl = `http://127.0.0.1:${(acsServer.address() as AddressInfo).port}/acs`;

  sp = await strictSamlProvider(j.server.url, 'https://sp.e2e.example/saml', acsUrl, {
    logoutCallbackUrl: acsUrl.replace(/\/acs$/, '/slo'),
    logoutUrl: `${j.server.url}/saml/slo`,
  });

  const api = await j.adminApi();
  const system = await apiPost<{ id: number }>(api, 'ssomanagement', {
    name: 'سامانه آزمون SAML',
    homeUrl: 'https://sp.e2e.example/',
    categoryId: 3,
  });
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  systemId = system.id;
  const saved = await api.put(`/api/v1/ssomanagement/${system.id}/saml`, {
    headers: { 'x-xsrf-token': xsrf },
    // An SP that does not sign its requests (no signing certificate in its metadata).
    data: {
      metadataXml: sp.generateServiceProviderMetadata(null, null),
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      attributes: ['name'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

afterAll(() => new Promise<void>((done) => acsServer.close(() => done())));

describe('SAML2 sign-in through the portal', () => {
  it('posts the response form after 2 s to the ACS URL, which the SP accepts', async () => {
    const page = await j.adminPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(await sp.getAuthorizeUrlAsync('', undefined, {}));
    await page.getByRole('status').waitFor();
    await page.waitForURL(acsUrl);
    await page.getByRole('heading', { name: /signed in as \d+/ }).waitFor();
    expect(received.at(-1)?.error).toBeNull();
    expect(received.at(-1)?.nameID).toMatch(/^\d+$/);
    expect(violations).toEqual([]);
  });

  it('signs the user out of the SP when they sign out of the portal (single logout)', async () => {
    const page = await j.adminPage();
    await page.goto(await sp.getAuthorizeUrlAsync('', undefined, {}));
    await page.waitForURL(acsUrl);
    const nameID = received.at(-1)?.nameID;
    expect(nameID).toMatch(/^\d+$/);
    await page.goto(`${j.server.url}/panel`);
    await page.getByTitle('منوی حساب کاربری').click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page
      .getByRole('dialog', { name: 'آیا از خروج مطمئن هستید؟' })
      .getByRole('button', { name: 'خروج' })
      .click();
    // Through the SP's SingleLogoutService and back to the portal's page.
    await page.waitForURL(`${j.server.url}/logout`);
    await page.getByRole('heading', { name: 'از سامانه خارج شدید' }).waitFor();
    expect(loggedOut).toEqual([nameID]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the system's SAML2 section on its page, accessible and within a phone's width", async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${j.server.url}/panel/sso/detail/${systemId}`);
    await phone.getByRole('heading', { name: 'تنظیمات SAML2' }).waitFor();
    await phone.getByText('https://sp.e2e.example/saml').first().waitFor();
    // The single logout address, read from the SP's metadata, in words.
    await phone.getByText('ارسال فرم (HTTP-POST)، از فرادادهٔ سامانه', { exact: false }).waitFor();
    // The metadata itself only on request.
    expect(await phone.getByText('EntityDescriptor').count()).toBe(0);
    await phone.getByRole('button', { name: 'نمایش فرادادهٔ ثبت‌شده' }).click();
    await phone
      .getByText(/EntityDescriptor/)
      .first()
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('tells the SP RequestDenied when the user cancels the continue step (silent sign-in off)', async () => {
    await apiPost(await j.adminApi(), 'generalsetting', {
      name: 'ssoSetting',
      data: JSON.stringify({ ...DEFAULT_SSO_SETTING, allowSilentSso: false }),
    });
    const page = await j.adminPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(await sp.getAuthorizeUrlAsync('', undefined, {}));
    await page.waitForURL(/\/sso-continue\?saml=pending/);
    await page.getByText('سامانه «سامانه آزمون SAML» می‌خواهد', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'انصراف' }).click();
    // Back at the SP with the refusal, as an OIDC system gets access_denied: nobody is signed in there.
    await page.waitForURL(acsUrl);
    expect(received.at(-1)).toEqual({
      nameID: null,
      error: expect.stringContaining('Responder error: RequestDenied') as unknown,
    });
  });
});
