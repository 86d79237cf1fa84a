import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProviderBody } from '@darvazeh/shared';
import { authLogs, changeLogs, sessions, userIdentities, users } from '../../db/schema/index.js';
import { sessionKey } from '../../plugins/session-store.js';
import { testApp } from '../../test/test-app.js';
import { startFakeProvider, type FakeProvider } from './fake-providers.fixture.js';

const t = testApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' }, admin: true });
let gov: FakeProvider;
let oidc: FakeProvider;

const STATE_COOKIE = 'darvazeh_oauth_state';
const LOGOUT_URL = 'https://sso.example.ir/logout';

// Valid national IDs (check digit right) and one whose check digit is wrong.
const NID_A = '0012345679';
const NID_B = '0123456789';
const NID_C = '1234567891';
const NID_D = '9876543210';
const NID_BAD = '0012345678';

function wrappedSetting(fake: FakeProvider, createAccounts: boolean): IdentityProviderBody {
  return {
    kind: 'wrapped',
    authorizationEndpoint: `${fake.url}/authorize`,
    tokenEndpoint: `${fake.url}/token`,
    userinfoEndpoint: `${fake.url}/userinfo`,
    logoutUrl: LOGOUT_URL,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    scopes: 'profile',
    claims: {
      subject: 'userId',
      nationalId: 'nationalCode',
      firstName: 'firstName',
      lastName: 'lastName',
      mobile: 'mobile',
      email: '',
    },
    createAccounts,
  };
}

beforeAll(async () => {
  gov = await startFakeProvider('wrapped', {});
  oidc = await startFakeProvider('oidc', {});
  const admin = t.as(t.admin);
  const providers = [
    { Name: 'ورود با سامانه سجاد', Provider: 'sajad', enable: true },
    { Name: 'ورود بسته', Provider: 'sajad-closed', enable: true },
    { Name: 'ورود با شناسه دانشگاه', Provider: 'campus', enable: true },
    { Name: 'خاموش', Provider: 'off', enable: false },
  ];
  const saved = await admin.post('/api/v1/generalsetting', {
    name: 'ssoProviders',
    data: JSON.stringify(providers),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [name, body] of [
    ['sajad', wrappedSetting(gov, true)],
    ['sajad-closed', wrappedSetting(gov, false)],
    ['off', wrappedSetting(gov, true)],
    [
      'campus',
      {
        kind: 'oidc',
        issuer: oidc.url,
        useDiscovery: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: 'openid profile',
        claims: {
          subject: 'sub',
          nationalId: 'national_id',
          firstName: 'given_name',
          lastName: 'family_name',
          mobile: '',
          email: 'email',
        },
        createAccounts: true,
      } satisfies IdentityProviderBody,
    ],
  ] as const) {
    const res = await admin.put(`/api/v1/oauth2/providers/${name}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
});

afterAll(async () => {
  await gov?.close();
  await oidc?.close();
});

type Ending = { location: string; session: string | null };

/** Starts a sign-in at our login link; answers the provider's authorization URL and the state cookie. */
async function start(provider: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/oauth2/${provider}/login` });
  expect(res.statusCode, res.body).toBe(302);
  const state = res.cookies.find((c) => c.name === STATE_COOKIE);
  return { location: String(res.headers.location), state: state?.value ?? '' };
}

/** Sends the browser back to our callback as the provider redirected it, with `cookie` as the state cookie. */
async function callback(back: URL, cookie: string | null): Promise<Ending> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: cookie === null ? {} : { [STATE_COOKIE]: cookie },
  });
  expect(res.statusCode, res.body).toBe(302);
  return {
    location: String(res.headers.location),
    session: res.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? null,
  };
}

/** A whole sign-in through `provider` as `person` asserts. */
async function signInThrough(fake: FakeProvider, provider: string, person: Record<string, string>) {
  fake.person = person;
  const { location, state } = await start(provider);
  return callback(await fake.authorize(location), state);
}

const profileOf = async (session: string) =>
  (await t.as({ token: session } as never).get('/api/v1/account/profile')).json();
const identitiesOf = (provider: string, subject: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
const resultsOf = async (userId: number) =>
  (await t.database.db.select().from(authLogs).where(eq(authLogs.userId, userId))).map((r) => r.result);
const userCount = async () => (await t.database.db.select().from(users)).length;

describe('signing in through the science ministry (no discovery, multipart token, wrapped user info)', () => {
  it('links a verified local account by national ID, then by subject, and signs in with our own session', async () => {
    const local = await t.user({ nationalId: NID_A, nationalIdVerifiedAt: new Date() });
    const person = {
      userId: 'S-100',
      nationalCode: '۰۰۱۲۳۴۵۶۷۹',
      firstName: 'مریم',
      lastName: 'احمدی',
      mobile: '09121234567',
    };
    const before = await userCount();
    const ending = await signInThrough(gov, 'sajad', person);
    expect(ending.location).toBe('/panel');
    expect(ending.session).not.toBeNull();
    expect(gov.tokenContentTypes.at(-1)).toMatch(/^multipart\/form-data; boundary=/);
    const profile = await profileOf(ending.session!);
    expect(profile.data.id).toBe(local.id);
    expect(profile.data.relatedSsoLogout).toBe(LOGOUT_URL);
    // Connected systems are told the provider vouched for the user (amr `fed`), not a password.
    const [row] = await t.database.db
      .select({ methods: sessions.authMethods })
      .from(sessions)
      .where(eq(sessions.id, sessionKey(ending.session!)));
    expect(row?.methods).toEqual(['fed']);
    expect(await userCount()).toBe(before);
    expect(await identitiesOf('sajad', 'S-100')).toMatchObject([
      { userId: local.id, linkedBy: 'national_id' },
    ]);

    // The second time the subject alone finds the account (a changed national ID claim is not consulted).
    const again = await signInThrough(gov, 'sajad', { ...person, nationalCode: NID_B });
    expect((await profileOf(again.session!)).data.id).toBe(local.id);
    expect(await resultsOf(local.id)).toEqual(
      expect.arrayContaining(['provider_linked', 'provider_success']),
    );
    expect((await resultsOf(local.id)).filter((r) => r === 'provider_linked')).toHaveLength(1);
  });

  it('makes a first-time person an applicant account from the provider’s claims', async () => {
    const ending = await signInThrough(gov, 'sajad', {
      userId: 'S-200',
      nationalCode: NID_C,
      firstName: 'علی',
      lastName: 'رضایی',
      mobile: '+989351112233',
    });
    expect(ending.location).toBe('/panel');
    const profile = (await profileOf(ending.session!)).data;
    expect(profile).toMatchObject({ firstName: 'علی', lastName: 'رضایی', roles: [] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row).toMatchObject({
      username: NID_C,
      nationalId: NID_C,
      mobile: '09351112233',
      passwordDeprecated: false,
    });
    expect(row?.nationalIdVerifiedAt).toBeInstanceOf(Date);
    expect(await resultsOf(profile.id)).toEqual(['provider_account_created', 'provider_success']);
  });

  it('never links by a national ID that fails its check digit, nor creates an account on it', async () => {
    const holder = await t.user({ nationalId: NID_BAD, nationalIdVerifiedAt: new Date() });
    const before = await userCount();
    for (const provider of ['sajad-closed', 'sajad']) {
      const ending = await signInThrough(gov, provider, {
        userId: `S-bad-${provider}`,
        nationalCode: NID_BAD,
        firstName: 'x',
        lastName: 'y',
      });
      expect(ending).toEqual({ location: '/login/invalid_claims', session: null });
      expect(await identitiesOf(provider, `S-bad-${provider}`)).toEqual([]);
    }
    expect(await userCount()).toBe(before);
    expect(await resultsOf(holder.id)).not.toContain('provider_linked');
    const refused = await t.database.db
      .select()
      .from(authLogs)
      .where(eq(authLogs.username, 'sajad:S-bad-sajad'));
    expect(refused.map((r) => r.result)).toEqual(['provider_refused']);
  });

  it('does not link an account whose national ID nobody verified, and creates no second one', async () => {
    await t.user({ nationalId: NID_D });
    const before = await userCount();
    const ending = await signInThrough(gov, 'sajad', {
      userId: 'S-300',
      nationalCode: NID_D,
      firstName: 'x',
      lastName: 'y',
    });
    expect(ending).toEqual({ location: '/login/no_account', session: null });
    expect(await userCount()).toBe(before);
  });

  it('creates no account when the Admin turned creation off for the provider', async () => {
    const before = await userCount();
    const ending = await signInThrough(gov, 'sajad-closed', {
      userId: 'S-400',
      nationalCode: '0456789121',
      firstName: 'x',
      lastName: 'y',
    });
    expect(ending).toEqual({ location: '/login/no_account', session: null });
    expect(await userCount()).toBe(before);
  });

  it('never links by mobile number alone', async () => {
    const local = await t.user({ mobile: '09125550000' });
    const ending = await signInThrough(gov, 'sajad', {
      userId: 'S-500',
      firstName: 'x',
      lastName: 'y',
      mobile: '09125550000',
    });
    expect((await profileOf(ending.session!)).data.id).not.toBe(local.id);
  });

  it('keeps two-factor sign-in due for an account that has it', async () => {
    const local = await t.user({
      nationalId: '0765432102',
      nationalIdVerifiedAt: new Date(),
      twoFactorEnabled: true,
      twoFactorSecret: 'JBSWY3DPEHPK3PXP',
    });
    const ending = await signInThrough(gov, 'sajad', { userId: 'S-600', nationalCode: '0765432102' });
    expect(ending.location).toBe('/2fa');
    const profile = (await profileOf(ending.session!)).data;
    expect(profile).toMatchObject({ id: local.id, twoFactorAuthIsNotChecked: true, relatedSsoLogout: null });
    expect(await resultsOf(local.id)).toContain('provider_two_factor_pending');
  });

  it('refuses a disabled account', async () => {
    const locked = await t.user({ locked: true });
    await t.database.db
      .insert(userIdentities)
      .values({ userId: locked.id, provider: 'sajad', subject: 'S-700', linkedBy: 'created' });
    const ending = await signInThrough(gov, 'sajad', { userId: 'S-700' });
    expect(ending).toEqual({ location: '/login/account_disabled', session: null });
  });
});

describe('the sign-in’s state', () => {
  it('refuses a callback whose state is not the browser’s, and a state used twice', async () => {
    gov.person = { userId: 'S-800', firstName: 'x', lastName: 'y' };
    const first = await start('sajad');
    const back = await gov.authorize(first.location);
    expect(await callback(back, null)).toEqual({ location: '/login/state_mismatch', session: null });
    expect(await callback(back, 'another-state')).toEqual({
      location: '/login/state_mismatch',
      session: null,
    });

    const second = await start('sajad');
    const back2 = await gov.authorize(second.location);
    expect((await callback(back2, second.state)).location).toBe('/panel');
    expect(await callback(back2, second.state)).toEqual({ location: '/login/state_mismatch', session: null });
  });

  it('shows the provider’s own error, and ends the sign-in it belonged to', async () => {
    const { state } = await start('sajad');
    const back = new URL(`http://localhost/api/v1/oauth2/sajad/callback?error=access_denied&state=${state}`);
    expect(await callback(back, state)).toEqual({ location: '/login/access_denied', session: null });
    const odd = new URL(`http://localhost/api/v1/oauth2/sajad/callback?error=weird&state=${state}`);
    expect((await callback(odd, state)).location).toBe('/login/provider_error');
  });

  it('sends unknown and disabled providers to the login page', async () => {
    for (const provider of ['nobody', 'off']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/oauth2/${provider}/login` });
      expect([res.statusCode, res.headers.location]).toEqual([302, '/login/unknown_provider']);
    }
  });
});

describe('a generic OpenID Connect provider with discovery', () => {
  it('signs in with a verified ID token and its user info', async () => {
    const ending = await signInThrough(oidc, 'campus', {
      sub: 'campus-1',
      national_id: '0456789121',
      given_name: 'سارا',
      family_name: 'کریمی',
      email: 'Sara@Example.ir',
    });
    expect(ending.location).toBe('/panel');
    const profile = (await profileOf(ending.session!)).data;
    expect(profile).toMatchObject({ firstName: 'سارا', lastName: 'کریمی', relatedSsoLogout: null });
    expect(oidc.tokenContentTypes.at(-1)).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refuses an ID token whose nonce is not the one asked for', async () => {
    oidc.forgeNonce = 'forged';
    try {
      const ending = await signInThrough(oidc, 'campus', { sub: 'campus-2', given_name: 'x' });
      expect(ending).toEqual({ location: '/login/exchange_failed', session: null });
      expect(await identitiesOf('campus', 'campus-2')).toEqual([]);
    } finally {
      oidc.forgeNonce = null;
    }
  });
});

describe('related single sign-on logout', () => {
  it('answers the provider’s sign-out page when the dialog asks to leave the central provider too', async () => {
    const person = { userId: 'S-900', firstName: 'x', lastName: 'y' };
    const once = await signInThrough(gov, 'sajad', person);
    const keep = await t.as({ token: once.session } as never).get('/api/v1/account/logout/false');
    expect(keep.json().data).toEqual({ redirectUrl: null });
    const twice = await signInThrough(gov, 'sajad', person);
    const all = await t.as({ token: twice.session } as never).get('/api/v1/account/logout/true');
    expect(all.json().data).toEqual({ redirectUrl: LOGOUT_URL });
  });

  it('names none for a password sign-in', async () => {
    const user = await t.user();
    expect((await profileOf(user.token)).data.relatedSsoLogout).toBeNull();
    expect((await t.as(user).get('/api/v1/account/logout/true')).json().data).toEqual({ redirectUrl: null });
  });
});

describe('the Admin’s provider settings', () => {
  it('never answers or logs the client secret, and keeps it when a write leaves it empty', async () => {
    const admin = t.as(t.admin);
    const list = (await admin.get('/api/v1/oauth2/providers')).json().data.list;
    const sajad = list.find((p: { provider: string }) => p.provider === 'sajad');
    expect(sajad).toMatchObject({ clientSecretSet: true, clientId: gov.clientId });
    expect(JSON.stringify(list)).not.toContain(gov.clientSecret);
    const res = await admin.put('/api/v1/oauth2/providers/sajad', {
      ...wrappedSetting(gov, true),
      clientSecret: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.clientSecretSet).toBe(true);
    // Still signs in: the stored secret was kept.
    expect((await signInThrough(gov, 'sajad', { userId: 'S-1000' })).location).toBe('/panel');
    const logged = await t.database.db
      .select()
      .from(changeLogs)
      .where(eq(changeLogs.resource, 'identityprovider'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(gov.clientSecret);
  });

  it('refuses settings without endpoints in Persian', async () => {
    const res = await t
      .as(t.admin)
      .put('/api/v1/oauth2/providers/x', { ...wrappedSetting(gov, true), tokenEndpoint: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/نشانی/);
  });
});

describe('a national ID an Admin enters', () => {
  it('is verified, so the holder’s first provider sign-in links to their account; a second holder is refused', async () => {
    const admin = t.as(t.admin);
    const created = await admin.post('/api/v1/user', {
      username: 'staff-nid',
      firstName: 'رضا',
      lastName: 'کاظمی',
      nationalId: '1111111111',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain('کد ملی معتبر نیست');
    const nid = '0017346584';
    const ok = await admin.post('/api/v1/user', {
      username: 'staff-nid',
      firstName: 'رضا',
      lastName: 'کاظمی',
      nationalId: nid,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const userId = ok.json().data.user.id as number;
    expect(ok.json().data.user.nationalId).toBe(nid);
    const taken = await admin.post('/api/v1/user', {
      username: 'staff-nid-2',
      firstName: 'x',
      lastName: 'y',
      nationalId: nid,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      400,
      'این کد ملی برای کاربر دیگری ثبت شده است.',
    ]);
    const ending = await signInThrough(gov, 'sajad', { userId: 'S-admin-nid', nationalCode: nid });
    expect((await profileOf(ending.session!)).data.id).toBe(userId);
  });
});
