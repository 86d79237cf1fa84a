import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { sweep, WIDTH } from '../fixtures/phone-width.js';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { apiPost, button, submitLogin, textbox, activatedApi } from '../fixtures/sign-in.js';

// The portal as OpenID Connect provider (issue 17): an Admin registers a connected system's OIDC
// settings on its page (the secret is shown once), and a relying party in this test signs a user in
// through Chromium: /login?interaction=…, the normal sign-in, back to the system with a code. Then the
// Admin rotates the signing key on /panel/sso/setting and the next sign-in's ID token carries the new kid,
// and withdraws the replaced key at once: the JWKS drops it and a token it signed no longer verifies.
const USER = 'reza.karimi';
const PASSWORD = 'Daneshjoo-Tazeh-1405!';

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const j = journey({ CAPTCHA: 'off', PORT: String(port), PUBLIC_ORIGIN: origin });

let rp: Server;
let callback = '';
let systemId = 0;
let userId = 0;
let admin: Page;
let clientId = '';
let secret = '';

beforeAll(async () => {
  rp = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('rp'));
  await new Promise<void>((resolve) => rp.listen(0, '127.0.0.1', resolve));
  callback = `http://127.0.0.1:${(rp.address() as AddressInfo).port}/callback`;
  const api = await j.adminApi();
  systemId = (
    await apiPost<{ id: number }>(api, 'ssomanagement', {
      name: 'سامانه آموزش',
      homeUrl: 'https://edu.example.ac.ir/',
      categoryId: 1,
    })
  ).id;
  const created = await apiPost<{ user: { id: number }; temporaryPassword: string }>(api, 'user', {
    username: USER,
    firstName: 'رضا',
    lastName: 'کریمی',
  });
  userId = created.user.id;
  await api.dispose();
  const userApi = await activatedApi(j.server.url, USER, created.temporaryPassword, PASSWORD);
  await userApi.dispose();
  admin = await j.adminPage();
});
afterAll(() => new Promise<void>((resolve) => rp?.close(() => resolve())));

describe('an Admin registering a system for OpenID Connect', () => {
  it('saves its redirect URI and reads the secret once', async () => {
    await admin.goto(`${j.server.url}/panel/sso/detail/${systemId}`);
    await admin.getByRole('heading', { name: 'تنظیمات OpenID Connect' }).waitFor();
    await textbox(admin, 'نشانی 1').fill(callback);
    await button(admin, 'ذخیره تنظیمات').click();
    const dialog = admin.getByRole('dialog', { name: 'رمز سامانه (client_secret)' });
    await dialog.waitFor();
    secret = (await dialog.getByText(/^[\w-]{43}$/).innerText()).trim();
    expect(secret).toMatch(/^[\w-]{43}$/);
    await screenshot(admin, 'sso-oidc-secret');
    await button(dialog, 'رمز را نگه داشتم').click();
    clientId = await textbox(admin, 'شناسه سامانه (client_id)').inputValue();
    expect(clientId).toMatch(/^darvazeh-/);
    expect(await textbox(admin, 'نشانی کشف تنظیمات (discovery)').inputValue()).toBe(
      `${origin}/oidc/.well-known/openid-configuration`,
    );
  });
});

// Public clients and refusals (issue 23.7): an Admin registers a mobile or single-page app in Persian words
// (no secret made or shown), and a refused sign-in shows a Persian page with the error code for the
// system's developers, both passing axe on a phone.
describe('an Admin registering a mobile app', () => {
  it('chooses «برنامه موبایل یا تک‌صفحه‌ای» and saves it without a secret', async () => {
    const api = await j.adminApi();
    const appId = (
      await apiPost<{ id: number }>(api, 'ssomanagement', {
        name: 'اپلیکیشن دانشجویی',
        homeUrl: 'https://app.example.ac.ir/',
        categoryId: 1,
      })
    ).id;
    await api.dispose();
    await admin.goto(`${j.server.url}/panel/sso/detail/${appId}`);
    await admin.getByRole('heading', { name: 'تنظیمات OpenID Connect' }).waitFor();
    const kind = admin.getByRole('radiogroup', { name: 'نوع برنامه' });
    await kind.getByRole('radio', { name: 'برنامه موبایل یا تک‌صفحه‌ای، بدون رمز' }).check();
    // A public client cannot act for itself: the web-service grant is not offered.
    expect(await admin.getByRole('checkbox', { name: /وب‌سرویس بدون کاربر/ }).count()).toBe(0);
    await textbox(admin, 'نشانی 1').fill('http://127.0.0.1:8765/callback');
    const saved = admin.waitForResponse(
      (res) => res.url().endsWith(`/ssomanagement/${appId}/oidc`) && res.request().method() === 'PUT',
    );
    await button(admin, 'ذخیره تنظیمات').click();
    expect((await saved).status()).toBe(200);
    await textbox(admin, 'شناسه سامانه (client_id)').waitFor();
    expect(await admin.getByRole('dialog').count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'ساختن رمز تازه' }).count()).toBe(0);
    expect(await admin.locator('main').innerText()).not.toMatch(/\bnone\b|S256|token_endpoint/);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'sso-oidc-public-client');
  });
});

describe('a refused sign-in on a 360 px phone', () => {
  it('explains it in Persian with the error code for the system’s developers, and passes axe', async () => {
    const phone = await j.newPage({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const auth = new URL(`${origin}/oidc/auth`);
    auth.searchParams.set('client_id', 'darvazeh-no-such-system');
    auth.searchParams.set('response_type', 'code');
    await phone.goto(auth.href);
    await phone.getByRole('heading', { name: 'ورود یکپارچه انجام نشد' }).waitFor();
    await phone.getByText('سامانه‌ای با این شناسه در درگاه ثبت نشده است', { exact: false }).waitFor();
    await phone.getByRole('heading', { name: 'برای توسعه‌دهندگان سامانه' }).waitFor();
    await phone.getByText('invalid_client', { exact: true }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await screenshot(phone, 'sso-oidc-refusal-phone');
  });
});

// The user's side of single sign-on (issue 17): signed into the system from a phone, they find it among
// their active grants on /panel/sso/clients and take its access back; the system's token stops working.
describe('a user taking back a system’s access on a 360 px phone', () => {
  const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
  const userinfo = (token: string) =>
    fetch(`${origin}/oidc/me`, { headers: { authorization: `Bearer ${token}` } });

  it('signs in to the system, finds its grant and revokes it after a confirmation', async () => {
    const phone = await j.newPage({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const { auth, verifier } = authorization('grants');
    await phone.goto(auth.href);
    await phone.waitForURL(/\/login\?interaction=/);
    await submitLogin(phone, PASSWORD, USER);
    await phone.waitForURL((url) => url.href.startsWith(callback));
    const { access_token: token } = await tokens(phone, verifier);
    expect((await userinfo(token)).status).toBe(200);

    const { width: fits, violations } = await sweep(j, phone, '/panel/sso/clients', 'sso-grants');
    expect(violations).toEqual([]);
    expect(fits).toBeLessThanOrEqual(WIDTH);
    const section = phone
      .locator('section')
      .filter({ has: phone.getByRole('heading', { name: 'دسترسی‌های فعال' }) });
    const rows = section.getByRole('listitem');
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    await row.getByRole('heading', { name: 'سامانه آموزش' }).waitFor();
    // Persian words and Jalali dates in Persian digits, never a scope's identifier.
    const said = await row.innerText();
    expect(said).toContain('نام و نام کاربری شما');
    expect(said).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(said).not.toMatch(/openid|profile|[0-9]/);
    await screenshot(phone, 'sso-grants-phone');

    await row.getByRole('button', { name: 'لغو دسترسی سامانه آموزش' }).click();
    const dialog = phone.getByRole('dialog', { name: 'لغو دسترسی' });
    await dialog.getByText('دسترسی «سامانه آموزش» به حساب شما لغو شود؟', { exact: false }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await width(phone)).toBeLessThanOrEqual(WIDTH);
    await screenshot(phone, 'sso-grants-confirm-phone');
    await button(dialog, 'لغو دسترسی').click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByText('اکنون هیچ سامانه‌ای به حساب شما دسترسی ندارد.').waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    // The system's access token stopped working with its grant.
    expect((await userinfo(token)).status).toBe(401);
  });
});

describe('the settings on a 360 px phone', () => {
  it('fit the screen and pass axe', async () => {
    const phone = await j.adminPage({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const { width, violations } = await sweep(j, phone, `/panel/sso/detail/${systemId}`, 'sso-oidc');
    expect(violations).toEqual([]);
    expect(width).toBeLessThanOrEqual(WIDTH);
  });
});

/** The system's sign-in address with a fresh PKCE verifier. */
function authorization(state: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = new URL(`${origin}/oidc/auth`);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: callback,
    scope: 'openid profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: `n-${state}`,
  }))
    auth.searchParams.set(key, value);
  return { auth, verifier };
}

/** The relying party's back end: redeems the code `page` came back with; the tokens it is given. */
async function tokens(page: Page, verifier: string): Promise<{ id_token: string; access_token: string }> {
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const res = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: callback,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id_token: string; access_token: string };
}

/** tokens(), the ID token alone. */
const redeem = async (page: Page, verifier: string): Promise<string> =>
  (await tokens(page, verifier)).id_token;

const part = (jwt: string, i: 0 | 1) =>
  JSON.parse(Buffer.from(jwt.split('.')[i] ?? '', 'base64url').toString()) as Record<string, string>;

let user: Page;
let firstKid = '';
let firstIdToken = '';

type Jwks = { keys: (JsonWebKey & { kid: string })[] };
const jwksNow = async () => (await (await fetch(`${origin}/oidc/jwks`)).json()) as Jwks;

/** Whether `jwt`'s RS256 signature verifies with its kid's key in `jwks`, as a relying party checks it. */
function verifiesWith(jwks: Jwks, jwt: string): boolean {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const jwk = jwks.keys.find((key) => key.kid === part(jwt, 0).kid);
  if (!jwk) return false;
  return verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

describe('a user signing into the system through the portal', () => {
  it('goes to the portal’s sign-in page, signs in and comes back to the system with a code', async () => {
    const { auth, verifier } = authorization('journey');
    user = await j.newPage();
    await user.goto(auth.href);
    await user.waitForURL(/\/login\?interaction=/);
    await screenshot(user, 'sso-oidc-login');
    await submitLogin(user, PASSWORD, USER);
    await user.waitForURL((url) => url.href.startsWith(callback));
    expect(new URL(user.url()).searchParams.get('state')).toBe('journey');
    const idToken = await redeem(user, verifier);
    expect(part(idToken, 1)).toMatchObject({ sub: String(userId), nonce: 'n-journey' });
    firstKid = part(idToken, 0).kid ?? '';
    firstIdToken = idToken;

    // Signed into the portal now, the next sign-in of the system shows nothing.
    const again = authorization('again');
    await user.goto(again.auth.href);
    await user.waitForURL((url) => url.href.startsWith(callback) && url.href.includes('state=again'));
  });
});

describe('an Admin rotating the signing key', () => {
  it('confirms in Persian on /panel/sso/setting, and the next ID token carries the new kid', async () => {
    await admin.goto(`${j.server.url}/panel/sso/setting`);
    await admin.getByRole('heading', { name: 'کلیدهای امضا' }).waitFor();
    const oidc = admin.getByRole('region', { name: 'OpenID Connect' });
    const keys = oidc.getByRole('list', { name: 'کلیدهای OpenID Connect' }).getByRole('listitem');
    await keys.first().waitFor();
    expect(await keys.count()).toBe(1);
    await button(oidc, 'ساختن کلید تازه').click();
    const dialog = admin.getByRole('dialog', { name: 'کلید امضای تازه برای OpenID Connect' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('۳۰ روز');
    await screenshot(admin, 'sso-keys-rotate');
    await button(dialog, 'ساختن کلید تازه').click();
    await dialog.waitFor({ state: 'detached' });
    await keys.nth(1).waitFor();
    expect(await keys.nth(0).innerText()).toContain('امضاکننده');
    expect(await keys.nth(1).innerText()).toContain('جایگزین‌شده');
    await screenshot(admin, 'sso-keys-rotated');

    const { auth, verifier } = authorization('rotated');
    await user.goto(auth.href);
    await user.waitForURL((url) => url.href.startsWith(callback) && url.href.includes('state=rotated'));
    const kid = part(await redeem(user, verifier), 0).kid;
    expect(kid).not.toBe(firstKid);
    const jwks = await jwksNow();
    expect(jwks.keys.map((key) => key.kid)).toEqual([kid, firstKid]);
    expect(verifiesWith(jwks, firstIdToken)).toBe(true);
  });

  it('leaves the settings page fitting a 360 px phone and passing axe', async () => {
    const phone = await j.adminPage({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const { width, violations } = await sweep(j, phone, '/panel/sso/setting', 'sso-keys');
    expect(violations).toEqual([]);
    expect(width).toBeLessThanOrEqual(WIDTH);
    // The SAML rotation's dialog, which warns about the service providers' metadata, on the phone too.
    await button(phone.getByRole('region', { name: 'SAML2' }), 'ساختن گواهی تازه').click();
    const dialog = phone.getByRole('dialog', { name: 'گواهی امضای تازه برای SAML2' });
    await dialog.getByText(/فرادادهٔ تازه/).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await screenshot(phone, 'sso-keys-saml-dialog');
    await button(dialog, 'انصراف').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('withdraws the replaced key at once from the phone, after a dialog that passes axe', async () => {
    const phone = await j.adminPage({
      viewport: { width: WIDTH, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${j.server.url}/panel/sso/setting`);
    const oidc = phone.getByRole('region', { name: 'OpenID Connect' });
    const keys = oidc.getByRole('list', { name: 'کلیدهای OpenID Connect' }).getByRole('listitem');
    await keys.nth(1).waitFor();
    // Only the replaced key offers it.
    expect(await keys.nth(0).getByRole('button').count()).toBe(0);
    await button(keys.nth(1), 'کنار گذاشتن فوری').click();
    const dialog = phone.getByRole('dialog', { name: 'کلید پیشین OpenID Connect همین حالا کنار برود؟' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('دوباره وارد شوند');
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await screenshot(phone, 'sso-keys-withdraw');
    await button(dialog, 'کنار گذاشتن فوری').click();
    await dialog.waitFor({ state: 'detached' });
    await phone.getByText('کلید پیشین OpenID Connect کنار گذاشته شد و دیگر در JWKS منتشر نمی‌شود.').waitFor();
    await keys.nth(1).waitFor({ state: 'detached' });
    expect(await keys.count()).toBe(1);
    expect(await oidc.getByRole('button', { name: 'کنار گذاشتن فوری' }).count()).toBe(0);
    await screenshot(phone, 'sso-keys-withdrawn');

    // The relying party's view: the old kid is gone, what it signed no longer verifies, the new key signs.
    const jwks = await jwksNow();
    expect(jwks.keys.map((key) => key.kid)).not.toContain(firstKid);
    expect(jwks.keys).toHaveLength(1);
    expect(verifiesWith(jwks, firstIdToken)).toBe(false);
    const { auth, verifier } = authorization('withdrawn');
    await user.goto(auth.href);
    await user.waitForURL((url) => url.href.startsWith(callback) && url.href.includes('state=withdrawn'));
    const idToken = await redeem(user, verifier);
    expect(part(idToken, 0).kid).toBe(jwks.keys[0]?.kid);
    expect(verifiesWith(jwks, idToken)).toBe(true);
  });
});

// ssoSetting applied (issue 17): with silent sign-in off, a user already signed into the portal is asked
// on our page whether to go on with their account; the system then asks consent for what it was not
// granted yet, in Persian words.
describe('an Admin turning silent sign-in off', () => {
  it('is followed by the continue step and the consent page, each one click', async () => {
    await admin.goto(`${j.server.url}/panel/sso/setting`);
    const silent = admin.getByLabel('ورود خودکار با نشست موجود (بدون پرسیدن دوباره)');
    await silent.waitFor();
    expect(await silent.isChecked()).toBe(true);
    await silent.uncheck();
    const saved = admin.waitForResponse(
      (res) => res.url().includes('/api/v1/generalsetting') && res.request().method() !== 'GET',
    );
    await button(admin, 'ذخیره').click();
    expect((await saved).status()).toBe(200);
    // The system now asks for consent, and may ask for the national ID, which the user never granted.
    await admin.goto(`${j.server.url}/panel/sso/detail/${systemId}`);
    await admin.getByLabel('پیش از ورود، رضایت کاربر پرسیده شود').check();
    await admin.getByLabel('کد ملی (national_id)').check();
    const consentSaved = admin.waitForResponse(
      (res) => res.url().endsWith(`/ssomanagement/${systemId}/oidc`) && res.request().method() === 'PUT',
    );
    await button(admin, 'ذخیره تنظیمات').click();
    expect((await consentSaved).status()).toBe(200);

    const { auth, verifier } = authorization('asked');
    auth.searchParams.set('scope', 'openid profile national_id');
    await user.goto(auth.href);
    await user.waitForURL(/\/sso-continue\?interaction=/);
    await user
      .getByText('سامانه «سامانه آموزش» می‌خواهد شما را با حساب درگاه وارد کند.', { exact: false })
      .waitFor();
    expect(await seriousViolations(user)).toEqual([]);
    await screenshot(user, 'sso-continue');
    await button(user, 'ادامه با حساب رضا کریمی').click();

    await user.waitForURL(/\/sso-consent\?interaction=/);
    const asked = user.getByRole('listitem');
    await asked.first().waitFor();
    // What it asks beyond what was granted, in the user's words: never «کد ملی (national_id)».
    expect(await asked.allInnerTexts()).toEqual(['کد ملی']);
    expect(await seriousViolations(user)).toEqual([]);
    await screenshot(user, 'sso-consent');
    await button(user, 'اجازه می‌دهم').click();
    await user.waitForURL((url) => url.href.startsWith(callback) && url.href.includes('state=asked'));
    expect(part(await redeem(user, verifier), 1)).toMatchObject({ sub: String(userId), nonce: 'n-asked' });
  });
});
