import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SSO_SETTING, type SsoSetting } from '@darvazeh/shared';
import { testApp, type Client } from '../../test/test-app.js';
import { sessionSeconds } from './oidc/oidc-provider.js';
import {
  readSsoSettings,
  ssoSessionEnded,
  ssoSessionLatestEnd,
  ssoSettingsCache,
} from './sso-settings.service.js';

const t = testApp();
let admin: Client;

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
});

const setting = (data: unknown) => ({ name: 'ssoSetting', data: JSON.stringify(data) });

describe('the single sign-on settings', () => {
  it('are the defaults until an Admin saves them, then what was saved', async () => {
    expect(await readSsoSettings(t.database.db)).toEqual(DEFAULT_SSO_SETTING);
    expect(DEFAULT_SSO_SETTING).toEqual({
      accessTokenMinutes: 10,
      idTokenMinutes: 10,
      refreshTokenDays: 30,
      sessionIdleMinutes: 120,
      sessionMaxHours: 10,
      allowSilentSso: true,
    });
    const saved = { ...DEFAULT_SSO_SETTING, accessTokenMinutes: 5, allowSilentSso: false };
    const res = await admin.post('/api/v1/generalsetting', setting(saved));
    expect(res.statusCode, res.body).toBe(200);
    expect(await readSsoSettings(t.database.db)).toEqual(saved);
  });

  it('refuses values out of range with a Persian 400 and keeps what was stored', async () => {
    const before = await readSsoSettings(t.database.db);
    const rows = (await admin.post('/api/v1/generalsetting/all', {})).json().data.list as {
      id: number;
      name: string;
    }[];
    const id = rows.find((r) => r.name === 'ssoSetting')?.id as number;
    for (const bad of [
      { ...before, accessTokenMinutes: 0 },
      { ...before, sessionIdleMinutes: 700, sessionMaxHours: 10 },
      { ...before, unknown: 1 },
    ]) {
      const res = await admin.put(`/api/v1/generalsetting/${id}`, setting(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ssoSetting/);
    }
    expect(await readSsoSettings(t.database.db)).toEqual(before);
  });

  it('is not among the pairs everyone reads', async () => {
    const pairs = (await t.anon.get('/api/v1/generalsetting/all')).json().data.list as { name: string }[];
    expect(pairs.map((p) => p.name)).not.toContain('ssoSetting');
  });
});

describe('the per-process cache of the settings', () => {
  const clock = { now: 0 };
  const reads: SsoSetting[] = [];
  let stored: SsoSetting = DEFAULT_SSO_SETTING;
  const cache = ssoSettingsCache(
    () =>
      new Promise((resolve) => {
        reads.push(stored);
        setTimeout(() => resolve(stored), 1);
      }),
    () => clock.now,
  );

  it('answers the defaults before the first read, then what the last read found', async () => {
    expect(cache.current()).toEqual(DEFAULT_SSO_SETTING);
    stored = { ...DEFAULT_SSO_SETTING, accessTokenMinutes: 3 };
    expect((await cache.fresh()).accessTokenMinutes).toBe(3);
    expect(cache.current().accessTokenMinutes).toBe(3);
    expect(reads).toHaveLength(1);
  });

  it('reads for every use that wants them fresh; uses arriving during a read share it', async () => {
    stored = { ...DEFAULT_SSO_SETTING, accessTokenMinutes: 4 };
    const answers = await Promise.all([cache.fresh(), cache.fresh(), cache.fresh(0)]);
    expect(answers.map((a) => a.accessTokenMinutes)).toEqual([4, 4, 4]);
    expect(reads).toHaveLength(2);
  });

  it('runs no read for a use that accepts the last one, until it is older than the use allows', async () => {
    stored = { ...DEFAULT_SSO_SETTING, accessTokenMinutes: 5 };
    clock.now += 5000;
    expect((await cache.fresh(5000)).accessTokenMinutes).toBe(4);
    expect(reads).toHaveLength(2);
    clock.now += 1;
    expect((await cache.fresh(5000)).accessTokenMinutes).toBe(5);
    expect(reads).toHaveLength(3);
  });

  it('keeps what it had when a read fails, and reads again at the next use', async () => {
    const failing = ssoSettingsCache(() => Promise.reject(new Error('db down')));
    await expect(failing.fresh()).rejects.toThrow('db down');
    expect(failing.current()).toEqual(DEFAULT_SSO_SETTING);
    await expect(failing.fresh()).rejects.toThrow('db down');
  });
});

describe('the session policy', () => {
  const policy = { ...DEFAULT_SSO_SETTING, sessionIdleMinutes: 30, sessionMaxHours: 2 };
  const at = Date.UTC(2026, 0, 1, 12);
  const minutesAgo = (m: number) => new Date(at - m * 60_000);

  it.each([
    ['a session no system signed in through yet, signed in just now', 0, null, null],
    ['one signed in 119 minutes ago, used by single sign-on 29 minutes ago', 119, 29, null],
    ['one unused by single sign-on for 31 minutes', 60, 31, 'idle'],
    ['one signed in more than 2 hours ago, however recently used', 121, 1, 'max'],
    ['one never used by single sign-on, signed in long ago', 500, null, 'max'],
  ] as const)('%s: %s', (_label, signedIn, used, ended) => {
    const session = { createdAt: minutesAgo(signedIn), ssoUsedAt: used === null ? null : minutesAgo(used) };
    expect(ssoSessionEnded(policy, session, at)).toBe(ended);
  });

  it('ends SAML sessions at sessionMaxHours after the sign-in, or with the portal session', () => {
    const signedIn = new Date(at);
    expect(ssoSessionLatestEnd({ ...policy, sessionMaxHours: 1 }, signedIn).getTime()).toBe(at + 3_600_000);
    // The portal session lives two hours at most (SESSION_LIFETIME_SECONDS).
    expect(ssoSessionLatestEnd({ ...policy, sessionMaxHours: 10 }, signedIn).getTime()).toBe(at + 7_200_000);
  });

  it.each([
    ['idle limit from now while far from the maximum', 0, 1800],
    ['what is left of the maximum when nearer than the idle limit', 2 * 3600 - 600, 600],
    ['one second past the maximum (oidc-provider needs a positive lifetime)', 3 * 3600, 1],
  ])('gives a provider session the %s', (_label, sinceSignIn, seconds) => {
    const now = Math.floor(at / 1000);
    expect(sessionSeconds(policy, now - sinceSignIn, now)).toBe(seconds);
  });
});
