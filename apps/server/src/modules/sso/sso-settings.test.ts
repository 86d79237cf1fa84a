import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SSO_SETTING } from '@darvazeh/shared';
import { testApp, type Client } from '../../test/test-app.js';
import { readSsoSettings } from './sso-settings.service.js';

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
