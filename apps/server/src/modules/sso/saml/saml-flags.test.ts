// ForceAuthn and IsPassive of an AuthnRequest (SAML Core §3.4.1), through the real server with
// @node-saml/node-saml as the service provider, which sends both flags (its `forceAuthn` and `passive`).
import { and, asc, desc, eq } from 'drizzle-orm';
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, ssoClientLoginLogs } from '../../../db/schema/index.js';
import { SESSION_COOKIE } from '../../../plugins/session-store.js';
import { ssoSettingWriter } from '../sso.fixture.js';
import {
  ACS,
  Browser,
  metadataCert,
  formOf,
  nodeSamlSp,
  xmlsecVerifies,
  type NodeSaml,
  signedInMinuteAgo,
  samlTestApp,
  registeredSp,
} from './saml.fixture.js';
import { minutesAgo, moveSessions } from '../../../test/session-clock.js';

const t = samlTestApp();
const STATUS = 'urn:oasis:names:tc:SAML:2.0:status:';
let clientId: number;
let idpCert: string;
let forcing: NodeSaml;
let passive: NodeSaml;
let both: NodeSaml;

const saveSetting = ssoSettingWriter(() => t.as(t.admin));

/** The user's portal sessions, the newest first. */
const sessionsOf = (userId: number) =>
  t.database.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));

const signedIn = () => signedInMinuteAgo(t);

/** `sp`'s AuthnRequest followed to our resume: the AuthnRequest's XML and the resume's answer. */
async function request(browser: Browser, sp: NodeSaml) {
  const url = new URL(await sp.getAuthorizeUrlAsync('state-7', undefined, {}));
  const sent = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString();
  expect((await browser.get(`${url.pathname}${url.search}`)).statusCode).toBe(303);
  return { sent, resume: await browser.get('/saml/resume') };
}

/** The response a form carries, as node-saml `sp` reads it, and its XML. */
async function read(sp: NodeSaml, form: string | null) {
  const { action, fields } = formOf(form);
  expect(action).toBe(ACS);
  expect(fields.RelayState).toBe('state-7');
  const samlResponse = fields.SAMLResponse as string;
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  return { xml, outcome: sp.validatePostResponseAsync({ SAMLResponse: samlResponse }) };
}

/** The newest SSO log row of the system. */
async function lastLog() {
  const [row] = await t.database.db
    .select({
      event: ssoClientLoginLogs.event,
      reason: ssoClientLoginLogs.reason,
      userId: ssoClientLoginLogs.userId,
      protocol: ssoClientLoginLogs.protocol,
    })
    .from(ssoClientLoginLogs)
    .where(eq(ssoClientLoginLogs.clientId, clientId))
    .orderBy(desc(ssoClientLoginLogs.id))
    .limit(1);
  return row;
}

/** A passive request's answer: the page that posts it at once (no redirect, no page of the web app). */
function postedAtOnce(resume: Awaited<ReturnType<typeof request>>['resume']) {
  expect(resume.statusCode, resume.body).toBe(200);
  const csp = String(resume.headers['content-security-policy']);
  expect(csp).toContain(`form-action ${ACS};`);
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/);
  expect(resume.body).toContain('<script>document.forms[0].submit()</script>');
  return resume.body;
}

/** node-saml's answer to a NoPassive response, checked as such: signed, answering the request, no assertion. */
async function expectNoPassive(sp: NodeSaml, page: string) {
  const { xml, outcome } = await read(sp, page);
  expect(await outcome).toEqual({ profile: null, loggedOut: false });
  expect(xml).toContain(
    `<samlp:StatusCode Value="${STATUS}Responder"><samlp:StatusCode Value="${STATUS}NoPassive"/>`,
  );
  expect(xml).toMatch(/InResponseTo="_[^"]+"/);
  expect(xml).not.toContain('Assertion');
  expect(await xmlsecVerifies(xml, idpCert, 'urn:oasis:names:tc:SAML:2.0:protocol:Response')).toBe(true);
}

beforeAll(async () => {
  idpCert = await metadataCert(t);
  forcing = nodeSamlSp(idpCert, { forceAuthn: true });
  passive = nodeSamlSp(idpCert, { passive: true });
  both = nodeSamlSp(idpCert, { passive: true, forceAuthn: true });
  clientId = await registeredSp(t, passive, ['name'], { name: 'سامانه SAML' });
});

describe('ForceAuthn', () => {
  it('sends a user with a live session to /login for a fresh sign-in, and answers with that sign-in as AuthnInstant', async () => {
    const { browser, person } = await signedIn();
    const { sent, resume } = await request(browser, forcing);
    expect(sent).toContain('ForceAuthn="true"');
    expect(resume.headers.location).toBe('/login?saml=again');
    // Not answered from the session that was there before the request, however often the page asks.
    const profile = async () =>
      (await browser.api('GET', '/api/v1/account/profile')).json<{ data: { saml2ResponseForm: unknown } }>()
        .data.saml2ResponseForm;
    expect(await profile()).toBeNull();
    expect(await profile()).toBeNull();
    const [before] = await sessionsOf(person.id);

    const login = await browser.api('POST', '/api/v1/account/login', {
      username: person.username,
      password: person.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { xml, outcome } = await read(
      forcing,
      login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm,
    );
    expect((await outcome).profile?.nameID).toBe(String(person.id));
    const [fresh] = await sessionsOf(person.id);
    const authnInstant = new Date(/AuthnInstant="([^"]+)"/.exec(xml)?.[1] ?? '');
    expect(authnInstant.toISOString()).toBe(fresh?.createdAt.toISOString());
    expect(authnInstant.getTime()).toBeGreaterThan(before?.createdAt.getTime() ?? Infinity);
    expect(await lastLog()).toEqual({
      event: 'authorization',
      reason: null,
      userId: person.id,
      protocol: 'saml',
    });
  });

  it('sends a visitor through /login as any request, and answers the sign-in', async () => {
    const person = await t.user();
    const browser = new Browser(t);
    expect((await request(browser, forcing)).resume.headers.location).toBe('/login');
    const login = await browser.api('POST', '/api/v1/account/login', {
      username: person.username,
      password: person.password,
    });
    const { outcome } = await read(
      forcing,
      login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm,
    );
    expect((await outcome).profile?.nameID).toBe(String(person.id));
  });
});

describe('IsPassive', () => {
  it('answers a user with a session at once with a signed assertion, posted by a page of its own', async () => {
    const { browser, person } = await signedIn();
    const { sent, resume } = await request(browser, passive);
    expect(sent).toContain('IsPassive="true"');
    const { outcome } = await read(passive, postedAtOnce(resume));
    const { profile } = await outcome;
    expect(profile?.nameID).toBe(String(person.id));
    expect(profile?.fullName).toBe('مریم احمدی');
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
    expect(await lastLog()).toEqual({
      event: 'authorization',
      reason: null,
      userId: person.id,
      protocol: 'saml',
    });
    // Answered once: the profile hands nothing out after it.
    const again = await browser.api('GET', '/api/v1/account/profile');
    expect(again.json<{ data: { saml2ResponseForm: unknown } }>().data.saml2ResponseForm).toBeNull();
  });

  it('answers a visitor NoPassive, which node-saml reports as such; nobody is signed in, the refusal is logged', async () => {
    const browser = new Browser(t);
    const { resume } = await request(browser, passive);
    await expectNoPassive(passive, postedAtOnce(resume));
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
    expect(browser.cookies[SESSION_COOKIE]).toBeUndefined();
    expect((await browser.api('GET', '/api/v1/account/profile')).statusCode).toBe(401);
    expect(await lastLog()).toEqual({ event: 'refusal', reason: 'passive', userId: null, protocol: 'saml' });
  });

  it('answers NoPassive when ForceAuthn is asked too, even with a live session', async () => {
    const { browser, person } = await signedIn();
    const { sent, resume } = await request(browser, both);
    expect(sent).toContain('ForceAuthn="true"');
    await expectNoPassive(both, postedAtOnce(resume));
    expect(await lastLog()).toEqual({
      event: 'refusal',
      reason: 'passive',
      userId: person.id,
      protocol: 'saml',
    });
  });

  it('answers RequestDenied, not /sso-blocked, to a user the gate refuses; the refusal is logged with its reason', async () => {
    const { browser, person } = await signedIn();
    const limit = await t
      .as(t.admin)
      .post('/api/v1/ssouserlimit', { clientId, userId: person.id, allowed: false });
    expect(limit.statusCode, limit.body).toBe(200);
    const { resume } = await request(browser, passive);
    const { xml, outcome } = await read(passive, postedAtOnce(resume));
    await expect(outcome).rejects.toThrow('SAML provider returned Responder error: RequestDenied');
    expect(xml).toContain(`<samlp:StatusCode Value="${STATUS}RequestDenied"/>`);
    expect(xml).not.toContain('Assertion');
    expect(await lastLog()).toEqual({
      event: 'refusal',
      reason: 'user',
      userId: person.id,
      protocol: 'saml',
    });
  });

  describe('with silent sign-in off', () => {
    beforeAll(() => saveSetting({ allowSilentSso: false }));

    it('answers a user with a session NoPassive instead of the continue step', async () => {
      const { browser, person } = await signedIn();
      const { resume } = await request(browser, passive);
      await expectNoPassive(passive, postedAtOnce(resume));
      expect(await lastLog()).toEqual({
        event: 'refusal',
        reason: 'passive',
        userId: person.id,
        protocol: 'saml',
      });
    });

    it('answers a visitor NoPassive, nothing signed in', async () => {
      const browser = new Browser(t);
      const { resume } = await request(browser, passive);
      await expectNoPassive(passive, postedAtOnce(resume));
      expect((await browser.api('GET', '/api/v1/account/profile')).statusCode).toBe(401);
    });
  });

  it('answers NoPassive when the session policy ended the single sign-on', async () => {
    await saveSetting({ allowSilentSso: true, sessionIdleMinutes: 10, sessionMaxHours: 1 });
    const { browser, person } = await signedIn();
    await moveSessions(t.database.db, person.id, { createdAt: minutesAgo(61) });
    const { resume } = await request(browser, passive);
    await expectNoPassive(passive, postedAtOnce(resume));
  });
});

describe('the statistics', () => {
  it('count the NoPassive answers as refusals by reason `passive`', async () => {
    const rows = await t.database.db
      .select({ reason: ssoClientLoginLogs.reason })
      .from(ssoClientLoginLogs)
      .where(and(eq(ssoClientLoginLogs.clientId, clientId), eq(ssoClientLoginLogs.event, 'refusal')))
      .orderBy(asc(ssoClientLoginLogs.id));
    const passives = rows.filter((row) => row.reason === 'passive').length;
    expect(passives).toBeGreaterThan(0);
    // Tehran's days around now, whatever the clock's zone.
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(Date.now() + offset * 86_400_000);
    const query = `from=${day(-1)}&to=${day(1)}&bucket=day&clientId=${clientId}`;
    const res = await t.as(t.admin).get(`/api/v1/ssomanagement/statistics?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { refusalsByReason: unknown[] } }>().data.refusalsByReason).toContainEqual({
      reason: 'passive',
      count: passives,
    });
  });
});
