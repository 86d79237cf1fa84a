import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../rules/site-settings.js';
import { generalSettingError, siteSettingsBody } from './settings.js';

describe('general settings data', () => {
  it('accepts a file id for an image and valid JSON for the others', () => {
    expect(generalSettingError('loginVector', 'abcDEF123_-xyz')).toBeNull();
    expect(
      generalSettingError(
        'ssoProviders',
        JSON.stringify([{ Name: 'سامانه سجاد', Provider: 'sajad', enable: true }]),
      ),
    ).toBeNull();
    expect(
      generalSettingError('displaySystemsBaseOn', '{"showTypes":["all"],"unitTypeIds":[1,2]}'),
    ).toBeNull();
  });

  it('names the setting when the JSON does not parse', () => {
    expect(generalSettingError('ssoProviders', '[{')).toBe('مقدار ssoProviders یک JSON معتبر نیست.');
  });

  it('names the exact place that is wrong', () => {
    const message = generalSettingError(
      'ssoProviders',
      JSON.stringify([
        { Name: 'الف', Provider: 'a', enable: true },
        { Name: 'ب', Provider: 'B C', enable: true },
      ]),
    );
    expect(message).toMatch(/^مقدار ssoProviders\[1\]\.Provider معتبر نیست: /);
    expect(generalSettingError('displaySystemsBaseOn', '{"showTypes":[],"unitTypeIds":["x"]}')).toMatch(
      /^مقدار displaySystemsBaseOn\.unitTypeIds\[0\] معتبر نیست/,
    );
    expect(generalSettingError('firstHero', '../../etc/passwd')).toMatch(/^مقدار firstHero معتبر نیست/);
  });
});

describe('site settings', () => {
  it('accepts the defaults and refuses an empty title or unknown fields', () => {
    expect(siteSettingsBody.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(true);
    expect(siteSettingsBody.safeParse({ ...DEFAULT_SITE_SETTINGS, title: '  ' }).success).toBe(false);
    expect(siteSettingsBody.safeParse({ ...DEFAULT_SITE_SETTINGS, version: '9' }).success).toBe(false);
  });
});
