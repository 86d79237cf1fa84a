// The single sign-on settings (ssoSetting) applied by the SAML2 identity provider: the session's latest end
// told to the SP, the session policy and the continue step while silent sign-in is off, with
// @node-saml/node-saml as the service provider.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index.js';
import { ssoSettingWriter } from '../sso.fixture.js';
import {
  Browser,
  metadataCert,
  formOf,
  nodeSamlSp,
  type NodeSaml,
  signedInMinuteAgo,
  samlTestApp,
  registeredSp,
  resumed,
} from './saml.fixture.js';
import { minutesAgo, moveSessions } from '../../../test/session-clock.js';

const t = samlTestApp();
let sp: NodeSaml;
let clientId: number;

const saveSetting = ssoSettingWriter(() => t.as(t.admin));
const signedIn = () => signedInMinuteAgo(t);
const moveSession = (userId: number, values: { createdAt?: Date; ssoUsedAt?: Date }) =>
  moveSessions(t.database.db, userId, values);

/** The SP's AuthnRequest followed to our resume; where the resume sends the browser. */
async function request(browser: Browser): Promise<string | undefined> {
  return (await resumed(browser, sp)).headers.location;
}

const profileForm = async (browser: Browser) =>
  (await browser.api('GET', '/api/v1/account/profile')).json<{ data: { saml2ResponseForm: string | null } }>()
    .data.saml2ResponseForm;

/** node-saml's reading of the response `form` carries; the response's XML too. */
async function accepted(form: string | null) {
  const { fields } = formOf(form);
  const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse as string });
  return { profile, xml: Buffer.from(fields.SAMLResponse as string, 'base64').toString('utf8') };
}

beforeAll(async () => {
  sp = nodeSamlSp(await metadataCert(t));
  clientId = await registeredSp(t, sp, ['name'], { name: 'سامانه SAML' });
});

describe('the session policy', () => {
  beforeAll(() => saveSetting({ sessionIdleMinutes: 10, sessionMaxHours: 1 }));

  it('tells the SP when the single sign-on session ends at the latest: sessionMaxHours after the sign-in', async () => {
    const { browser, person } = await signedIn();
    expect(await request(browser)).toBe('/');
    const { profile, xml } = await accepted(await profileForm(browser));
    expect(profile?.nameID).toBe(String(person.id));
    const [row] = await t.database.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    const end = new Date((row?.createdAt.getTime() ?? 0) + 3_600_000).toISOString();
    expect(xml).toContain(`SessionNotOnOrAfter="${end}"`);
  });

  it('sends a user whose single sign-on ended to sign in again, keeping the sign-in for the fresh session', async () => {
    const { browser, person } = await signedIn();
    expect(await request(browser)).toBe('/');
    await accepted(await profileForm(browser));
    await moveSession(person.id, { ssoUsedAt: minutesAgo(11) });
    expect(await request(browser)).toBe('/login?saml=again');
    // Not answered from the old session, however often the page asks.
    expect(await profileForm(browser)).toBeNull();
    expect(await profileForm(browser)).toBeNull();
    const login = await browser.api('POST', '/api/v1/account/login', {
      username: person.username,
      password: person.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { profile } = await accepted(
      login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm,
    );
    expect(profile?.nameID).toBe(String(person.id));
  });

  it('does the same sessionMaxHours after the sign-in', async () => {
    const { browser, person } = await signedIn();
    await moveSession(person.id, { createdAt: minutesAgo(61) });
    expect(await request(browser)).toBe('/login?saml=again');
  });
});

describe('silent single sign-on off', () => {
  beforeAll(() => saveSetting({ allowSilentSso: false }));

  it('asks a signed-in user to continue on our page; continuing answers, and the next profile hands the form out', async () => {
    const { browser, person } = await signedIn();
    expect(await request(browser)).toBe('/sso-continue?saml=pending');
    expect(await profileForm(browser)).toBeNull();
    const details = await browser.api('GET', '/api/v1/saml/pending');
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<{ data: unknown }>().data).toEqual({ systemName: 'سامانه SAML' });
    const answered = await browser.api('POST', '/api/v1/saml/pending/continue', { approve: true });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ data: unknown }>().data).toEqual({ redirectTo: '/' });
    const { profile } = await accepted(await profileForm(browser));
    expect(profile?.nameID).toBe(String(person.id));
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
  });

  it('tells the system RequestDenied when the user cancels, and signs nobody in', async () => {
    const { browser } = await signedIn();
    expect(await request(browser)).toBe('/sso-continue?saml=pending');
    const answered = await browser.api('POST', '/api/v1/saml/pending/continue', { approve: false });
    expect(answered.json<{ data: unknown }>().data).toEqual({ redirectTo: '/' });
    // The next profile (on `/`) posts the refusal to the SP, as a refusal: no assertion, nobody signed in.
    const { fields } = formOf(await profileForm(browser));
    const xml = Buffer.from(fields.SAMLResponse as string, 'base64').toString('utf8');
    expect(xml).toContain('<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:RequestDenied"/>');
    expect(xml).not.toContain('Assertion');
    await expect(
      sp.validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse as string }),
    ).rejects.toThrow('SAML provider returned Responder error: RequestDenied');
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
    expect(await profileForm(browser)).toBeNull();
  });

  it('drops a sign-in started from the portal when the user cancels: no system asked, none is told', async () => {
    const { browser } = await signedIn();
    expect((await browser.get(`/saml/init/${clientId}`)).statusCode).toBe(303);
    expect((await browser.get('/saml/resume')).headers.location).toBe('/sso-continue?saml=pending');
    const answered = await browser.api('POST', '/api/v1/saml/pending/continue', { approve: false });
    expect(answered.json<{ data: unknown }>().data).toEqual({ redirectTo: '/' });
    expect(browser.cookies.darvazeh_saml).toBeUndefined();
    expect(await profileForm(browser)).toBeNull();
  });

  it('answers 404 without a sign-in waiting in this browser, and 401 to a visitor', async () => {
    const { browser } = await signedIn();
    expect((await browser.api('GET', '/api/v1/saml/pending')).statusCode).toBe(404);
    expect((await browser.api('POST', '/api/v1/saml/pending/continue', { approve: true })).statusCode).toBe(
      404,
    );
    expect((await new Browser(t).api('GET', '/api/v1/saml/pending')).statusCode).toBe(401);
  });

  it('answers a visitor who signs in for the system at once', async () => {
    const person = await t.user();
    const browser = new Browser(t);
    expect(await request(browser)).toBe('/login');
    const login = await browser.api('POST', '/api/v1/account/login', {
      username: person.username,
      password: person.password,
    });
    const { profile } = await accepted(
      login.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm,
    );
    expect(profile?.nameID).toBe(String(person.id));
  });

  it('answers a signed-in user at once again when turned back on', async () => {
    await saveSetting({ allowSilentSso: true });
    const { browser } = await signedIn();
    expect(await request(browser)).toBe('/');
    await accepted(await profileForm(browser));
  });
});
