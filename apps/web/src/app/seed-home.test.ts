import { afterEach, describe, expect, it } from 'vitest';
import { HOME_NEWS_PAGE, type HomeBoot } from '@darvazeh/shared';
import { MENU_CACHE_KEY } from '../features/menus/menu-cache';
import { menuKeys } from '../features/menus/types';
import { newsKeys } from '../features/news/types';
import { ssoKeys } from '../features/sso/types';
import { createQueryClient } from '../lib/query-client';
import { seedHomeData } from './seed-home';

const home = (): HomeBoot => ({
  menus: [
    {
      id: 1,
      parentId: null,
      fname: 'دانشگاه',
      name: 'دانشگاه',
      justLink: true,
      link: 'https://ut.ac.ir',
      contentPageId: null,
      sortOrder: 0,
    },
  ],
  systems: { all: [], byUnit: [] },
  news: {
    list: [
      {
        id: 7,
        name: 'خبر',
        summary: '',
        imageFileId: null,
        publishDate: '2026-03-20T20:30:00.000Z',
        published: true,
        createdAt: '2026-03-20T20:30:00.000Z',
        updatedAt: '2026-03-20T20:30:00.000Z',
        creatorId: null,
        updaterId: null,
      },
    ],
    pages: 1,
    currentPage: 1,
  },
});

afterEach(() => sessionStorage.clear());

describe("seeding the home page's boot data", () => {
  it('answers the menu, systems and news queries a visitor makes, with Jalali dates like an API answer', () => {
    const client = createQueryClient();
    const boot = home();
    seedHomeData(client, boot, false);
    expect(client.getQueryData(menuKeys.public)).toEqual(boot.menus);
    expect(JSON.parse(sessionStorage.getItem(MENU_CACHE_KEY) ?? '')).toEqual(boot.menus);
    expect(client.getQueryData(ssoKeys.home)).toEqual(boot.systems);
    const news = client.getQueryData<HomeBoot['news']>(newsKeys.list({ ...HOME_NEWS_PAGE }));
    expect(news?.list[0]).toMatchObject({ id: 7, publishDateJalali: '1405/01/01 00:00' });
  });

  it("leaves the news and the systems to a signed-in user's own requests: the server read them as a visitor", () => {
    const client = createQueryClient();
    seedHomeData(client, home(), true);
    expect(client.getQueryData(newsKeys.list({ ...HOME_NEWS_PAGE }))).toBeUndefined();
    expect(client.getQueryData(ssoKeys.home)).toBeUndefined();
    expect(client.getQueryData(menuKeys.public)).toBeDefined();
  });

  it('leaves the systems query alone when the server had none for visitors, and does nothing without data', () => {
    const empty = createQueryClient();
    seedHomeData(empty, undefined, false);
    expect(empty.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem(MENU_CACHE_KEY)).toBeNull();
    const client = createQueryClient();
    seedHomeData(client, { ...home(), systems: null }, false);
    expect(client.getQueryState(ssoKeys.home)).toBeUndefined();
  });
});
