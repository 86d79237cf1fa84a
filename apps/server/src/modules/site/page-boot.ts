import {
  displaySystemsOf,
  homeBoot,
  type BootData,
  type HomeBoot,
  type SiteConf,
  type SiteSettings,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { navbarMenu } from '../content/content.service.js';
import { visitorNewsPage } from '../news/news.service.js';
import {
  generalSettingIn,
  readGeneralSettings,
  readSiteSettingsBody,
  siteSettingsOf,
} from '../settings/settings.service.js';
import { homeSystemsOf } from '../sso/sso.service.js';

type GeneralPairs = BootData['generalSettings'];

/** `/conf.json`: the API's address, the title an Admin set (so a first paint already shows it), the version. */
const siteConfOf = (title: string, version: string): SiteConf => ({ apiBaseUrl: '/api/v1', title, version });

/** `/conf.json` on its own. */
export async function readSiteConf(db: Db, version: string): Promise<SiteConf> {
  return siteConfOf((await readSiteSettingsBody(db)).title, version);
}

/**
 * The home page's content as an anonymous visitor reads it through the API, checked and stripped by the
 * shared schema. Systems are left out (null) when visitors may not see the main page.
 */
async function readHomeBoot(db: Db, settings: SiteSettings, general: GeneralPairs): Promise<HomeBoot> {
  const display = displaySystemsOf(generalSettingIn(general, 'displaySystemsBaseOn'));
  const [menus, systems, news] = await Promise.all([
    navbarMenu(db),
    settings.allowedUnauthMainPage ? homeSystemsOf(db, display) : null,
    visitorNewsPage(db),
  ]);
  return homeBoot.parse({ menus, systems, news });
}

/**
 * What a page carries for its first render (the web app's lib/boot-data.ts): what `/conf.json`,
 * `GET setting` and `GET generalsetting/all` answer, built from one read of each table, and on the home
 * page what it lists.
 */
export async function readPageBoot(db: Db, version: string, page: { home: boolean }): Promise<BootData> {
  const [body, generalSettings] = await Promise.all([readSiteSettingsBody(db), readGeneralSettings(db)]);
  const settings = siteSettingsOf(body, generalSettings, version);
  const boot: BootData = { conf: siteConfOf(settings.title, version), settings, generalSettings };
  return page.home ? { ...boot, home: await readHomeBoot(db, settings, generalSettings) } : boot;
}
