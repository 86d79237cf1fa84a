// What connected systems are told about a user, on both protocols alike (issue 23 item 7): the national
// ID the user holds (none when they hold none), their units (names and ids) and roles (aliases and
// Persian names) — in SAML attributes and the matching OpenID Connect claims.
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { labels } from '../../messages/index.js';
import { seedFirstStart } from '../identity/seed.js';
import type { Client } from '../../test/test-app.js';
import {
  Browser as OidcBrowser,
  listeningApp,
  relyingParty,
  pkceAuthorizationUrl,
} from './oidc/oidc-browser.fixture.js';
import {
  Browser,
  certOfMetadata,
  nodeSamlSp,
  PERSISTENT,
  spMetadata,
  type NodeSaml,
  answeredSignIn,
} from './saml/saml.fixture.js';
import { created, oidcSystem, systemBody } from './sso.fixture.js';

const { t, originOf } = listeningApp();
const CALLBACK = 'http://rp.example.test/callback';
let admin: Client;
let sp: NodeSaml;
let oidc: client.Configuration;

beforeAll(async () => {
  // The built-in roles with their Persian names, as the first start writes them.
  await seedFirstStart(t.database.db, 'Admin-Pass-1234');
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const system = await created(admin, 'ssomanagement', systemBody({ categoryId: 3, name: 'سامانه SAML' }));
  const idpCert = certOfMetadata((await t.anon.get('/saml/metadata')).body);
  sp = nodeSamlSp(idpCert, { entryPoint: `${originOf()}/saml/sso` });
  const saved = await admin.put(`/api/v1/ssomanagement/${system.id}/saml`, {
    metadataXml: spMetadata(sp),
    nameIdFormat: PERSISTENT,
    attributes: ['nationalId', 'name', 'units', 'roles'],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { clientId, secret } = await oidcSystem(admin, {
    redirectUris: [CALLBACK],
    grantTypes: ['authorization_code'],
    scopes: ['openid', 'profile', 'national_id', 'units', 'roles'],
  });
  oidc = await relyingParty(originOf(), clientId, secret);
});

/** The SAML attributes node-saml reads for `token`'s user (SP-initiated, redirect binding). */
async function samlProfile(token: string): Promise<Record<string, unknown>> {
  const browser = new Browser(t);
  browser.cookies.darvazeh_session = token;
  const answer = await sp.validatePostResponseAsync({ SAMLResponse: await answeredSignIn(browser, sp) });
  return answer.profile as Record<string, unknown>;
}

/** The OIDC userinfo claims for `token`'s user (code flow with PKCE, every scope). */
async function oidcClaims(token: string, userId: number): Promise<Record<string, unknown>> {
  const browser = new OidcBrowser(originOf());
  browser.signInAs(token);
  const state = client.randomState();
  const { url, verifier } = await pkceAuthorizationUrl(oidc, {
    redirect_uri: CALLBACK,
    scope: 'openid profile national_id units roles',
    state,
  });
  const back = await browser.follow(url.href);
  const tokens = await client.authorizationCodeGrant(oidc, back.url, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return client.fetchUserInfo(oidc, tokens.access_token, String(userId));
}

describe('a user with a national ID, roles and units', () => {
  it('is told with the same facts to a SAML SP and an OIDC system', async () => {
    const faculty = await t.unit({ name: 'دانشکده فنی' });
    const librarian = await t.unitRole();
    const library = await t.unit({ name: 'کتابخانه مرکزی', unitRoleIds: [librarian.id] });
    const person = await t.employee({
      unitId: faculty.id,
      username: 'm.karimi',
      firstName: 'مینا',
      lastName: 'کریمی',
      roles: ['Admin'],
    });
    // As an Admin's entry (or a government provider's) stores it: vouched for.
    await t.database.db
      .update(users)
      .set({ nationalId: '0499370899', nationalIdVerifiedAt: new Date() })
      .where(eq(users.id, person.id));
    // A second unit: a responsibility in the library too.
    const held = await admin.post('/api/v1/unitresponsibility', {
      userId: person.id,
      unitId: library.id,
      unitRoleId: librarian.id,
    });
    expect(held.statusCode, held.body).toBe(200);

    const saml = await samlProfile(person.token);
    expect(saml.nationalId).toBe('0499370899');
    expect(saml.units).toEqual(['دانشکده فنی', 'کتابخانه مرکزی']);
    expect(saml.unitIds).toEqual([String(faculty.id), String(library.id)]);
    expect(saml.roles).toEqual(['Admin', 'Employee']);
    expect(saml.roleNames).toEqual([labels.adminRole, labels.employeeRole]);

    const claims = await oidcClaims(person.token, person.id);
    expect(claims.national_id).toBe('0499370899');
    expect(claims.units).toEqual([
      { id: faculty.id, name: 'دانشکده فنی' },
      { id: library.id, name: 'کتابخانه مرکزی' },
    ]);
    expect(claims.roles).toEqual(['Admin', 'Employee']);
    expect(claims.role_names).toEqual([labels.adminRole, labels.employeeRole]);
  });
});

describe('a user with no national ID, role or unit', () => {
  it('is told neither a national ID (not the username) nor empty units and roles', async () => {
    const plain = await t.user({ username: 'guest.user', firstName: 'مهمان', lastName: 'آزمون' });
    const saml = await samlProfile(plain.token);
    expect(saml.fullName).toBe('مهمان آزمون');
    for (const name of ['nationalId', 'units', 'unitIds', 'roles', 'roleNames'])
      expect(saml, name).not.toHaveProperty(name);

    const claims = await oidcClaims(plain.token, plain.id);
    expect(claims).not.toHaveProperty('national_id');
    expect(claims.units).toEqual([]);
    expect(claims.roles).toEqual([]);
    expect(claims.role_names).toEqual([]);
  });
});

describe('a user who registered themselves (issue 24.5)', () => {
  it('is told no national ID: the one they typed is not vouched for, nor is a username made of it', async () => {
    const newcomer = await t.user({
      username: '0012345679',
      firstName: 'سارا',
      lastName: 'رضایی',
      nationalId: '0012345679',
      nationalIdVerifiedAt: null,
    });
    const saml = await samlProfile(newcomer.token);
    expect(saml.fullName).toBe('سارا رضایی');
    expect(saml).not.toHaveProperty('nationalId');
    const claims = await oidcClaims(newcomer.token, newcomer.id);
    expect(claims).not.toHaveProperty('national_id');
  });
});
