// What a connected system's developers and its users see when the provider refuses (issue 23.7): the
// right OAuth error code, a Persian page that says why with the code and description for the
// integrator, and one info line in the log per refusal (client id, error, reason; no secret or token).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as client from 'openid-client';
import type { Client } from '../../../test/test-app.js';
import { oidcSystem } from '../sso.fixture.js';
import { Browser, listeningApp, relyingParty } from './oidc-browser.fixture.js';

const { t, originOf } = listeningApp();

const CALLBACK = 'http://rp.example.test/callback';
let origin: string;
let admin: Client;
let system: { id: number; clientId: string; secret: string };
let config: client.Configuration;

beforeAll(async () => {
  origin = originOf();
  admin = t.as(await t.user({ roles: ['Admin'] }));
  system = await oidcSystem(admin, { redirectUris: [CALLBACK], grantTypes: ['authorization_code'] });
  config = await relyingParty(origin, system.clientId, system.secret);
});
afterEach(() => vi.restoreAllMocks());

/** The authorization URL of `clientId` with `params` over a valid request. */
function authorizeUrl(clientId: string, params: Record<string, string> = {}) {
  const url = new URL(`${origin}/oidc/auth`);
  const all = {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.href;
}

/** The page a browser gets for `url`: its status and text. */
async function page(url: string) {
  const res = await new Browser(origin).request(url);
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
}

describe('the error codes', () => {
  it('answers unauthorized_client to a grant the client is not registered for', async () => {
    await expect(client.clientCredentialsGrant(config)).rejects.toMatchObject({
      error: 'unauthorized_client',
    });
  });
});

describe('the refusal page', () => {
  it('says in Persian why, and shows the integrator the error code and description', async () => {
    const unknown = await page(authorizeUrl('darvazeh-no-such-system'));
    expect(unknown.status).toBe(400);
    expect(unknown.type).toContain('text/html');
    expect(unknown.html).toContain('<html lang="fa" dir="rtl">');
    expect(unknown.html).toContain('سامانه‌ای با این شناسه در درگاه ثبت نشده');
    expect(unknown.html).toContain('invalid_client');
    const wrongUri = await page(authorizeUrl(system.clientId, { redirect_uri: 'https://evil.example/cb' }));
    expect(wrongUri.html).toContain('نشانی بازگشتی که سامانه فرستاده');
    expect(wrongUri.html).toContain('invalid_redirect_uri');
    expect(wrongUri.html).toContain('redirect_uri did not match any of the client');
    // Two refusals, two explanations: not one generic page.
    expect(unknown.html).not.toContain('نشانی بازگشتی که سامانه فرستاده');
  });
});

describe('the log', () => {
  it('writes each refusal at info with the client id, the error and the reason, never a secret or code', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const code = 'a-code-nobody-issued-0123456789';
    const res = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${system.clientId}:${system.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }),
    });
    expect(res.status).toBe(400);
    await page(authorizeUrl(system.clientId, { redirect_uri: 'https://evil.example/cb' }));
    const refusals = info.mock.calls.filter(([, message]) => message === 'oidc: refused');
    const lines = refusals.map(([fields]) => fields as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        clientId: system.clientId,
        error: 'invalid_grant',
        reason: expect.any(String),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ clientId: system.clientId, error: 'invalid_redirect_uri' }),
    );
    const written = JSON.stringify(refusals);
    expect(written).not.toContain(code);
    expect(written).not.toContain(system.secret);
  });
});
