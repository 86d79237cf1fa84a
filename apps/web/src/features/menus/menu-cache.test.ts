import { afterEach, describe, expect, it } from 'vitest';
import { clearMenuCache, MENU_CACHE_KEY, readMenuCache, writeMenuCache } from './menu-cache';
import type { MenuItem } from './types';

const items: MenuItem[] = [
  {
    id: 1,
    parentId: null,
    fname: 'خدمات',
    name: 'services',
    justLink: false,
    link: null,
    contentPageId: 3,
    sortOrder: 0,
  },
  {
    id: 2,
    parentId: 1,
    fname: 'دانشگاه',
    name: 'ut',
    justLink: true,
    link: 'https://ut.ac.ir',
    contentPageId: null,
    sortOrder: 1,
  },
];

afterEach(() => sessionStorage.clear());

describe('the session cache of the navbar menu', () => {
  it('keeps no copy, and does not fail, where the browser refuses storage', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeMenuCache(items, refusing)).not.toThrow();
  });

  it('keeps the menu under fetchedMenuItems and reads it back', () => {
    expect(readMenuCache()).toBeUndefined();
    writeMenuCache(items);
    expect(JSON.parse(sessionStorage.getItem('fetchedMenuItems') ?? '')).toEqual(items);
    expect(readMenuCache()).toEqual(items);
  });

  it('forgets the menu when an Admin changes it', () => {
    writeMenuCache(items);
    clearMenuCache();
    expect(sessionStorage.getItem(MENU_CACHE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":1}'],
    ['a list of something else', '[{"id":"1"}]'],
  ])('drops a cached value that is %s', (_case, raw) => {
    sessionStorage.setItem(MENU_CACHE_KEY, raw);
    expect(readMenuCache()).toBeUndefined();
    expect(sessionStorage.getItem(MENU_CACHE_KEY)).toBeNull();
  });
});
