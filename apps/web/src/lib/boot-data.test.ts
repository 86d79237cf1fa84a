import { describe, expect, it } from 'vitest';
import { fallbackSiteSettings } from '@darvazeh/shared';
import { BOOT_DATA_ELEMENT_ID, readBootData, seedBootData, type BootData } from './boot-data';
import { confQueryKey } from './conf';
import { createQueryClient } from './query-client';
import { sharedCacheKeys } from './shared-cache';

const boot: BootData = {
  conf: { apiBaseUrl: '/api/v1', title: 'پرتال </script>', version: '1.0.0' },
  settings: { ...fallbackSiteSettings('پرتال </script>', '1.0.0'), allowedUnauthMainPage: false },
  generalSettings: [{ name: 'firstHero', data: 'abcdefgh12' }],
};

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('boot data', () => {
  it('reads what the server wrote, with its \\u escapes', () => {
    const escaped = JSON.stringify(boot).replace(/</g, '\\u003c');
    expect(readBootData(pageWith(escaped))).toEqual(boot);
  });

  it('is null when absent, malformed or of another shape', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{not json'))).toBeNull();
    expect(readBootData(pageWith(JSON.stringify({ conf: {} })))).toBeNull();
    const badHome = { ...boot, home: { menus: {}, systems: null, news: { list: [] } } };
    expect(readBootData(pageWith(JSON.stringify(badHome)))).toBeNull();
  });

  it("reads the home page's lists when the page carries them", () => {
    const home = { menus: [], systems: null, news: { list: [], pages: 0, currentPage: 1 } };
    expect(readBootData(pageWith(JSON.stringify({ ...boot, home })))).toEqual({ ...boot, home });
  });

  it('answers the conf, settings and general settings queries before any request', () => {
    const client = createQueryClient();
    seedBootData(client, boot);
    expect(client.getQueryData(confQueryKey)).toEqual(boot.conf);
    expect(client.getQueryData(sharedCacheKeys.settings)).toEqual(boot.settings);
    expect(client.getQueryData(sharedCacheKeys.generalSettings)).toEqual(boot.generalSettings);
    const empty = createQueryClient();
    seedBootData(empty, null);
    expect(empty.getQueryData(sharedCacheKeys.settings)).toBeUndefined();
  });
});
