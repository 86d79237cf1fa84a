// Test set-up of the SAML2 identity provider's tests (never imported by the app): a service provider
// played by @node-saml/node-saml, an independent implementation, and a browser that keeps cookies.
import { execFile } from 'node:child_process';

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SAML_NAMEID_FORMATS } from '@darvazeh/shared';
import { minutesAgo, moveSessions } from '../../../test/session-clock.js';
import { testApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { samlSystem } from '../sso.fixture.js';
import { SESSION_COOKIE } from '../../../plugins/session-store.js';
import { XSRF_COOKIE } from '../../../plugins/xsrf.js';
import { newSamlKeyPair, certificateBody } from './saml-keys.js';

export const ORIGIN = 'http://portal.test';
export const SP_ENTITY = 'https://sp.example.ac.ir/saml';
export const ACS = 'https://sp.example.ac.ir/saml/acs';
/** The NameID format the tests' SPs ask for (SAML_NAMEID_FORMATS' first: the user id). */
export const PERSISTENT = SAML_NAMEID_FORMATS[0];

/** The app of a SAML test file: an Admin, and the public origin the IdP's URLs are built on. */
export const samlTestApp = () => testApp({ admin: true, env: { PUBLIC_ORIGIN: ORIGIN } });

/**
 * Registers `sp` as a connected system's SAML2 service provider (its metadata, the PERSISTENT NameID, the
 * `attributes` released), `system` setting the system's fields; answers the system's id.
 */
export const registeredSp = (
  t: TestApp & { admin: TestUser },
  sp: NodeSaml,
  attributes: string[],
  system: Record<string, unknown> = {},
) => samlSystem(t.as(t.admin), { metadataXml: spMetadata(sp), nameIdFormat: PERSISTENT, attributes }, system);

/** A new user of `t` signed in a minute ago, and their browser. */
export async function signedInMinuteAgo(t: TestApp): Promise<{ browser: Browser; person: TestUser }> {
  const person = await t.user({ firstName: 'مریم', lastName: 'احمدی' });
  await moveSessions(t.database.db, person.id, { createdAt: minutesAgo(1) });
  return { browser: new Browser(t, person), person };
}

// node-saml's type declarations pull TypeScript's DOM library into the compilation (see xml-libs.ts).
type NodeSamlProfile = { nameID: string; nameIDFormat: string; [attribute: string]: unknown };
type LogoutRead = Promise<{ profile: NodeSamlProfile | null; loggedOut: boolean }>;
export type NodeSaml = {
  getLogoutUrlAsync(profile: object, relayState: string, options: object): Promise<string>;
  getLogoutResponseUrlAsync(
    request: object,
    relayState: string,
    options: object,
    success: boolean,
  ): Promise<string>;
  validateRedirectAsync(query: Record<string, string>, originalQuery: string): LogoutRead;
  validatePostRequestAsync(container: Record<string, string>): LogoutRead;
  getAuthorizeUrlAsync(relayState: string, host: string | undefined, options: object): Promise<string>;
  getAuthorizeMessageAsync(
    relayState: string,
    host?: string,
    options?: object,
  ): Promise<Record<string, string>>;
  validatePostResponseAsync(container: Record<string, string>): LogoutRead;
  generateServiceProviderMetadata(decryptionCert: string | null, publicCerts?: string | null): string;
};
const { SAML } = createRequire(import.meta.url)('@node-saml/node-saml') as {
  SAML: new (options: Record<string, unknown>) => NodeSaml;
};

/** A service provider's keys: node-saml signs its AuthnRequests with them. */
export const spKeys = newSamlKeyPair('sp.example.ac.ir');

/** A node-saml service provider trusting `idpCertPem` (one certificate, or several during a rotation). */
export function nodeSamlSp(idpCertPem: string | string[], options: Record<string, unknown> = {}): NodeSaml {
  return new SAML({
    issuer: SP_ENTITY,
    callbackUrl: ACS,
    entryPoint: `${ORIGIN}/saml/sso`,
    idpCert: idpCertPem,
    audience: SP_ENTITY,
    privateKey: spKeys.privateKeyPem,
    publicCert: spKeys.certificatePem,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    identifierFormat: PERSISTENT,
    validateInResponseTo: 'always',
    acceptedClockSkewMs: 1000,
    ...options,
  });
}

/** SP metadata as node-saml writes it (signing certificate included). */
export function spMetadata(sp: NodeSaml): string {
  return sp.generateServiceProviderMetadata(null, spKeys.certificatePem);
}

/** A browser: the cookies it was given, sent back on every request to the app. */
export class Browser {
  readonly cookies: Record<string, string> = { [XSRF_COOKIE]: 'test-xsrf' };
  constructor(
    private readonly t: TestApp,
    user?: TestUser,
  ) {
    if (user) this.cookies[SESSION_COOKIE] = user.token;
  }

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      )
        delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    return res;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.keep(await this.t.app.inject({ method: 'GET', url, cookies: { ...this.cookies } }));
  }

  async postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.t.app.inject({
        method: 'POST',
        url,
        cookies: { ...this.cookies },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    );
  }

  async api(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.t.app.inject({
        method,
        url,
        cookies: { ...this.cookies },
        headers: { 'x-xsrf-token': 'test-xsrf' },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    );
  }
}

/** The profile's SAML form as the web app reads it: its action and fields. */
export function formOf(html: string | null): { action: string; fields: Record<string, string> } {
  expect(html).not.toBeNull();
  const action = /action="([^"]*)"/.exec(html as string)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of (html as string).matchAll(/name="([^"]*)" value="([^"]*)"/g))
    fields[match[1] as string] = (match[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * `sp`'s AuthnRequest (redirect binding, `relayState`) sent by `browser`, which we take and send on to our
 * resume; answers the resume's response (where it sends the browser).
 */
export async function resumed(
  browser: Browser,
  sp: Pick<NodeSaml, 'getAuthorizeUrlAsync'>,
  relayState = '',
): Promise<LightMyRequestResponse> {
  const url = new URL(await sp.getAuthorizeUrlAsync(relayState, undefined, {}));
  const first = await browser.get(`${url.pathname}${url.search}`);
  expect(first.statusCode, first.body).toBe(303);
  expect(first.headers.location).toBe('/saml/resume');
  return browser.get('/saml/resume');
}

/**
 * `browser`'s user signed in to `sp` SP-initiated (redirect binding) and answered at once: the AuthnRequest
 * followed to our resume, which sends the signed-in browser home; answers the SAMLResponse (base64) of the
 * form the profile then hands out.
 */
export async function answeredSignIn(browser: Browser, sp: Pick<NodeSaml, 'getAuthorizeUrlAsync'>) {
  expect((await resumed(browser, sp)).headers.location).toBe('/');
  const profile = await browser.api('GET', '/api/v1/account/profile');
  const form = formOf(profile.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm);
  return form.fields.SAMLResponse as string;
}

/** Runs Debian's xmlsec1 on `xml`; true when it verifies the signature at `nodeXPath` with `certPem`. */
export async function xmlsecVerifies(
  xml: string,
  certPem: string,
  idAttr: string,
  signatureIndex = 1,
): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-xmlsec-'));
  try {
    await writeFile(path.join(dir, 'doc.xml'), xml);
    await writeFile(path.join(dir, 'cert.pem'), certPem);
    await promisify(execFile)('xmlsec1', [
      '--verify',
      '--pubkey-cert-pem',
      path.join(dir, 'cert.pem'),
      '--id-attr:ID',
      idAttr,
      '--node-xpath',
      `(//*[local-name()='Signature'])[${signatureIndex}]`,
      path.join(dir, 'doc.xml'),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The IdP certificate (PEM) from `t`'s metadata, as an SP importing it would take it. */
export async function metadataCert(t: TestApp): Promise<string> {
  const metadata = await t.anon.get('/saml/metadata');
  expect(metadata.statusCode).toBe(200);
  return certOfMetadata(metadata.body);
}

/** The IdP certificate (PEM) from our metadata. */
export function certOfMetadata(xml: string): string {
  const body = /<(?:ds:)?X509Certificate>([^<]+)</.exec(xml)?.[1] ?? '';
  return `-----BEGIN CERTIFICATE-----\n${certificateBody(body)
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** An AuthnRequest for the redirect binding: deflated, base64, URL-encoded. */
export function redirectParam(xml: string): string {
  return encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'));
}

/** A throwaway RSA key pair, as an attacker's. */
export function attackerKeys() {
  return newSamlKeyPair('attacker.example');
}
