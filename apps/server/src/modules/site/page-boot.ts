import { HOME_NEWS_PAGE, homeBoot, type BootData, type HomeBoot, type SiteConf } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { liveMenus } from '../content/menu.repository.js';
import { visitorNewsPage } from '../news/news.routes.js';
import {
  readGeneralSettings,
  readSiteSettings,
  readSiteSettingsBody,
} from '../settings/settings.repository.js';
import { homeSystemsOf } from '../sso/sso.routes.js';

/** Where the web app sends its API calls. */
const API_BASE_URL = '/api/v1';

/** `/conf.json`: the API's address, the title an Admin set (so a first paint already shows it), the version. */
export async function readSiteConf(db: Db, version: string): Promise<SiteConf> {
  return { apiBaseUrl: API_BASE_URL, title: (await readSiteSettingsBody(db)).title, version };
}

/**
 * The home page's content as an anonymous visitor reads it through the API, checked and stripped by the
 * shared schema. Systems are left out (null) when visitors may not see the main page.
 */
async function readHomeBoot(db: Db, allowedUnauthMainPage: boolean): Promise<HomeBoot> {
  const [menus, systems, news] = await Promise.all([
    liveMenus(db),
    allowedUnauthMainPage ? homeSystemsOf(db) : null,
    visitorNewsPage(db, HOME_NEWS_PAGE.page, HOME_NEWS_PAGE.count),
  ]);
  return homeBoot.parse({ menus, systems, news });
}

/**
 * What a page carries for its first render (the web app's lib/boot-data.ts): what `/conf.json`,
 * `GET setting` and `GET generalsetting/all` answer, and on the home page what it lists.
 */
export async function readPageBoot(db: Db, version: string, page: { home: boolean }): Promise<BootData> {
  const [settings, generalSettings] = await Promise.all([
    readSiteSettings(db, version),
    readGeneralSettings(db),
  ]);
  const conf = { apiBaseUrl: API_BASE_URL, title: settings.title, version };
  if (!page.home) return { conf, settings, generalSettings };
  return { conf, settings, generalSettings, home: await readHomeBoot(db, settings.allowedUnauthMainPage) };
}
