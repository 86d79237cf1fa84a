// The SAML2 identity provider end to end, with @node-saml/node-saml as the service provider and Debian's
// xmlsec1 as a second, independent signature checker.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoClientLoginLogs } from '../../../db/schema/index.js';
import { createSession, SESSION_COOKIE, type AuthMethod } from '../../../plugins/session-store.js';
import { testApp, type TestUser } from '../../../test/test-app.js';
import { created, systemBody, systemUpdate, unitRoles } from '../sso.fixture.js';
import {
  ACS,
  Browser,
  certOfMetadata,
  metadataCert,
  formOf,
  nodeSamlSp,
  ORIGIN,
  SP_ENTITY,
  spMetadata,
  xmlsecVerifies,
  type NodeSaml,
  PERSISTENT,
  registeredSp,
  resumed,
} from './saml.fixture.js';

// A stand-in for the built web app, so the page's CSP header can be read.
const webDist = mkdtempSync(path.join(tmpdir(), 'darvazeh-saml-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><title>x</title></head><body>shell</body></html>',
);
const t = testApp({
  admin: true,
  env: { PUBLIC_ORIGIN: ORIGIN, WEB_DIST: webDist, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' },
});

let clientId: number;
let idpCert: string;
let sp: NodeSaml;
let user: TestUser;

async function profileForm(browser: Browser) {
  const res = await browser.api('GET', '/api/v1/account/profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm;
}

beforeAll(async () => {
  idpCert = await metadataCert(t);
  sp = nodeSamlSp(idpCert);
  clientId = await registeredSp(t, sp, ['nationalId', 'name', 'roles'], { name: 'سامانه SAML' });
  user = await t.user({ firstName: 'مریم', lastName: 'احمدی' });
});

describe('IdP metadata', () => {
  it('names our entity ID, both SSO bindings, the signing certificate, and wants signed requests only per SP', async () => {
    const xml = (await t.anon.get('/saml/metadata')).body;
    expect(xml).toContain(`entityID="${ORIGIN}/saml/metadata"`);
    expect(xml).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect');
    expect(xml).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    expect(xml).toContain(`Location="${ORIGIN}/saml/sso"`);
    expect(idpCert).toContain('BEGIN CERTIFICATE');
  });

  it('keeps one key pair: a second read gives the same certificate', async () => {
    expect(certOfMetadata((await t.anon.get('/saml/metadata')).body)).toBe(idpCert);
  });
});

describe('SP settings', () => {
  it('shows what was read from the metadata', async () => {
    const res = await t.as(t.admin).get(`/api/v1/ssomanagement/${clientId}/saml`);
    const data = res.json<{ data: { sp: { entityId: string; acsUrls: string[]; signsRequests: boolean } } }>()
      .data;
    expect(data.sp).toMatchObject({ entityId: SP_ENTITY, acsUrls: [ACS], signsRequests: true });
  });

  it('refuses bad metadata with a Persian 400 and keeps the registered one', async () => {
    for (const metadataXml of [
      '<not-xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>',
      '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
      spMetadata(sp).replace(ACS, 'javascript:alert(1)'),
    ]) {
      const res = await t.as(t.admin).put(`/api/v1/ssomanagement/${clientId}/saml`, {
        metadataXml,
        nameIdFormat: PERSISTENT,
        attributes: [],
      });
      expect(res.statusCode, metadataXml).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    }
    const res = await t.as(t.admin).get(`/api/v1/ssomanagement/${clientId}/saml`);
    expect(res.json<{ data: { sp: { acsUrls: string[] } } }>().data.sp.acsUrls).toEqual([ACS]);
  });

  it("is managed by an Employee in unit role 3 for their unit's systems only", async () => {
    const [ordinary, ssoRole] = await unitRoles(t);
    const unitA = (await t.unit({ name: 'دانشکده فنی', unitRoleIds: [ordinary, ssoRole] })).id;
    const manager = await t.employee({ unitId: unitA, unitRoleId: ssoRole });
    const plain = await t.employee({ unitId: unitA, unitRoleId: ordinary });
    const theirs = await created(
      t.as(t.admin),
      'ssomanagement',
      systemBody({ categoryId: 3, unitId: unitA }),
    );
    const oidc = await created(t.as(t.admin), 'ssomanagement', systemBody({ categoryId: 1, unitId: unitA }));
    expect((await t.as(manager).get(`/api/v1/ssomanagement/${theirs.id}/saml`)).statusCode).toBe(200);
    // Another unit's system is forbidden; a system of another category is not a SAML system (404).
    expect((await t.as(manager).get(`/api/v1/ssomanagement/${clientId}/saml`)).statusCode).toBe(403);
    expect((await t.as(manager).get(`/api/v1/ssomanagement/${oidc.id}/saml`)).statusCode).toBe(404);
    expect((await t.as(plain).get(`/api/v1/ssomanagement/${theirs.id}/saml`)).statusCode).toBe(403);
    const put = await t.as(plain).put(`/api/v1/ssomanagement/${theirs.id}/saml`, {
      metadataXml: spMetadata(sp),
      nameIdFormat: PERSISTENT,
      attributes: [],
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('SP-initiated sign-in (HTTP-Redirect, signed request)', () => {
  it('node-saml accepts our response; xmlsec1 verifies both signatures with our certificate', async () => {
    const browser = new Browser(t, user);
    const resume = await resumed(browser, sp, 'state-1');
    expect(resume.statusCode, resume.body).toBe(302);
    expect(resume.headers.location).toBe('/');

    const form = formOf(await profileForm(browser));
    expect(form.action).toBe(ACS);
    expect(form.fields.RelayState).toBe('state-1');
    const { profile } = await sp.validatePostResponseAsync({
      SAMLResponse: form.fields.SAMLResponse as string,
    });
    expect(profile?.nameID).toBe(String(user.id));
    // The user holds no national ID (user-facts.test.ts covers one who does): none is sent, not the username.
    expect(profile).not.toHaveProperty('nationalId');
    expect(profile?.fullName).toBe('مریم احمدی');

    const xml = Buffer.from(form.fields.SAMLResponse as string, 'base64').toString('utf8');
    expect(xml).toContain(`<saml:Audience>${SP_ENTITY}</saml:Audience>`);
    expect(xml).toContain(`Recipient="${ACS}"`);
    expect(xml).toMatch(/InResponseTo="_[^"]+"/);
    const protocol = 'urn:oasis:names:tc:SAML:2.0:protocol:Response';
    const assertion = 'urn:oasis:names:tc:SAML:2.0:assertion:Assertion';
    expect(await xmlsecVerifies(xml, idpCert, protocol, 1)).toBe(true);
    expect(await xmlsecVerifies(xml, idpCert, assertion, 2)).toBe(true);
    // …and not with another certificate.
    expect(
      await xmlsecVerifies(xml, (await import('./saml.fixture.js')).spKeys.certificatePem, protocol, 1),
    ).toBe(false);

    // The form is handed out once.
    expect(await profileForm(browser)).toBeNull();
  });

  it('says how the user signed in: a password, or more than one factor as REFEDS MFA', async () => {
    const contextOf = async (authMethods: AuthMethod[]) => {
      const browser = new Browser(t);
      browser.cookies[SESSION_COOKIE] = await createSession(t.database.db, { userId: user.id, authMethods });
      await resumed(browser, sp);
      const form = formOf(await profileForm(browser));
      await sp.validatePostResponseAsync({ SAMLResponse: form.fields.SAMLResponse as string });
      const xml = Buffer.from(form.fields.SAMLResponse as string, 'base64').toString('utf8');
      return /<saml:AuthnContextClassRef>([^<]+)</.exec(xml)?.[1];
    };
    expect(await contextOf(['pwd'])).toBe(
      'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
    );
    expect(await contextOf(['pwd', 'otp', 'mfa'])).toBe('https://refeds.org/profile/mfa');
    expect(await contextOf(['fed'])).toBe('urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified');
  });

  it('sends a visitor through /login and hands the form over with the sign-in answer', async () => {
    const browser = new Browser(t);
    const resume = await resumed(browser, sp);
    expect(resume.statusCode).toBe(302);
    expect(resume.headers.location).toBe('/login');
    const login = await browser.api('POST', '/api/v1/account/login', {
      username: user.username,
      password: user.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const form = formOf(login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm);
    const { profile } = await sp.validatePostResponseAsync({
      SAMLResponse: form.fields.SAMLResponse as string,
    });
    expect(profile?.nameID).toBe(String(user.id));
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
  });

  it("widens the page's CSP form-action to the pending sign-in's ACS URL only, while it is pending", async () => {
    const browser = new Browser(t, user);
    const csp = async () => String((await browser.get('/')).headers['content-security-policy']);
    expect(await csp()).toContain("form-action 'self';");
    expect((await resumed(browser, sp)).headers.location).toBe('/');
    expect(await csp()).toContain(`form-action 'self' ${ACS};`);
    expect(await csp()).toContain("frame-ancestors 'none'");
    formOf(await profileForm(browser));
    expect(await csp()).toContain("form-action 'self';");
  });
});

describe('IdP-initiated sign-in', () => {
  it('answers without InResponseTo to the default ACS; node-saml accepts it when it allows unsolicited responses', async () => {
    const browser = new Browser(t, user);
    const start = await browser.get(`/saml/init/${clientId}`);
    expect(start.statusCode).toBe(303);
    expect((await browser.get('/saml/resume')).headers.location).toBe('/');
    const form = formOf(await profileForm(browser));
    const relaxed = nodeSamlSp(idpCert, { validateInResponseTo: 'never' });
    const { profile } = await relaxed.validatePostResponseAsync({
      SAMLResponse: form.fields.SAMLResponse as string,
    });
    expect(profile?.nameID).toBe(String(user.id));
  });
});

describe('metadata by URL (through the guarded HTTP client)', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      response.end(spMetadata(sp));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('fetches the metadata, and refuses an entity ID another system registered', async () => {
    const system = await created(t.as(t.admin), 'ssomanagement', systemBody({ categoryId: 3 }));
    const res = await t.as(t.admin).put(`/api/v1/ssomanagement/${system.id}/saml`, {
      metadataUrl: `http://127.0.0.1:${port}/metadata`,
      nameIdFormat: PERSISTENT,
      attributes: [],
    });
    // The server serves the first SP's metadata, whose entity ID is taken by another system.
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('entityID');
  });

  it('refuses a metadata URL the guarded client may not reach, with a Persian 400', async () => {
    const res = await t.as(t.admin).put(`/api/v1/ssomanagement/${clientId}/saml`, {
      metadataUrl: `http://localhost:${port}/metadata`,
      nameIdFormat: PERSISTENT,
      attributes: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('re-registers the same system from its URL', async () => {
    const res = await t.as(t.admin).put(`/api/v1/ssomanagement/${clientId}/saml`, {
      metadataUrl: `http://127.0.0.1:${port}/metadata`,
      nameIdFormat: PERSISTENT,
      attributes: ['nationalId', 'name', 'roles'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { sp: { metadataUrl: string } } }>().data.sp.metadataUrl).toContain('127.0.0.1');
  });
});

describe('the gate', () => {
  it('logs every SAML authorization, and sends a refused user to /sso-blocked with the reason, logged too', async () => {
    const update = await t
      .as(t.admin)
      .put(`/api/v1/ssomanagement/${clientId}`, systemUpdate({ categoryId: 3, enabled: false }));
    expect(update.statusCode, update.body).toBe(200);
    const browser = new Browser(t, user);
    const resume = await resumed(browser, sp);
    expect(resume.statusCode).toBe(302);
    expect(resume.headers.location).toBe('/sso-blocked?reason=disabled');
    expect(await profileForm(browser)).toBeNull();

    const rows = await t.database.db
      .select({
        event: ssoClientLoginLogs.event,
        reason: ssoClientLoginLogs.reason,
        protocol: ssoClientLoginLogs.protocol,
      })
      .from(ssoClientLoginLogs)
      .where(eq(ssoClientLoginLogs.clientId, clientId))
      .orderBy(asc(ssoClientLoginLogs.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.at(-1)).toEqual({ event: 'refusal', reason: 'disabled', protocol: 'saml' });
    expect(rows.slice(0, -1).every((row) => row.event === 'authorization' && row.protocol === 'saml')).toBe(
      true,
    );
  });

  it('refuses a signed-in user arriving after sign-in with a form to /sso-blocked', async () => {
    const browser = new Browser(t);
    expect((await resumed(browser, sp)).headers.location).toBe('/login');
    const login = await browser.api('POST', '/api/v1/account/login', {
      username: user.username,
      password: user.password,
    });
    const form = login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm;
    expect(form).toContain('action="/sso-blocked"');
    expect(form).toContain('value="disabled"');
  });

  it('refuses a user with a session from an address outside the allowed ones, and a denied user', async () => {
    const enable = await t
      .as(t.admin)
      .put(`/api/v1/ssomanagement/${clientId}`, systemUpdate({ categoryId: 3, enabled: true }));
    expect(enable.statusCode, enable.body).toBe(200);
    const attempt = async () => {
      const browser = new Browser(t, user);
      return (await resumed(browser, sp)).headers.location;
    };
    const limit = async (path: string, body: object) => {
      const res = await t.as(t.admin).post(`/api/v1/${path}`, { clientId, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const ip = await limit('ssoiplimit', { range: '10.0.0.0/8', allowed: true });
    expect(await attempt()).toBe('/sso-blocked?reason=ip');
    expect((await t.as(t.admin).delete(`/api/v1/ssoiplimit/${ip}`)).statusCode).toBe(200);
    await limit('ssouserlimit', { userId: user.id, allowed: false });
    expect(await attempt()).toBe('/sso-blocked?reason=user');
  });
});
