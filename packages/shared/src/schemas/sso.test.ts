import { describe, expect, it } from 'vitest';
import { createSsoSystemBody, isWebUrl, updateSsoSystemBody } from './sso.js';
import { displaySystemsOf } from './settings.js';

describe('isWebUrl', () => {
  it.each([
    'https://edu.example.ac.ir/',
    'http://portal',
    'HTTPS://A.EXAMPLE/path?q=1#top',
    'https://[::1]:8443/',
    'http://192.0.2.10:8080',
    'https://دانشگاه.example/ورود',
  ])('accepts %s', (url) => expect(isWebUrl(url)).toBe(true));

  it.each([
    '',
    'https://',
    'https:///path',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'ftp://files.example',
    '//edu.example.ac.ir',
    '/panel/sso/list',
    ' https://edu.example.ac.ir',
    'https://edu.example.ac.ir/a b',
    'https://edu.example.ac.ir/\u0007',
  ])('refuses %j', (url) => expect(isWebUrl(url)).toBe(false));
});

describe('connected system bodies', () => {
  const body = { name: ' سامانه آموزش ', homeUrl: ' https://edu.example.ac.ir ', categoryId: 2 };

  it('fills the defaults and trims', () => {
    expect(createSsoSystemBody.parse(body)).toEqual({
      name: 'سامانه آموزش',
      description: '',
      homeUrl: 'https://edu.example.ac.ir',
      logoFileId: null,
      unitId: null,
      enabled: true,
      showOnMainPage: true,
      priority: 0,
      categoryId: 2,
    });
  });

  it('takes the category only at creation', () => {
    expect(updateSsoSystemBody.safeParse(body).success).toBe(false);
    expect(createSsoSystemBody.safeParse({ ...body, categoryId: 0 }).success).toBe(false);
  });
});

describe('displaySystemsOf', () => {
  it('reads a stored value, and falls back to one list of every system when unset or broken', () => {
    const byUnit = { showTypes: ['unitType'], unitTypeIds: [2] };
    expect(displaySystemsOf(JSON.stringify(byUnit))).toEqual(byUnit);
    for (const stored of [undefined, '{', '{"showTypes":["everything"],"unitTypeIds":[]}'])
      expect(displaySystemsOf(stored)).toEqual({ showTypes: ['all'], unitTypeIds: [] });
  });
});
