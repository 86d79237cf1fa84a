import { z } from 'zod';
import type { SiteConf } from './conf.js';
import { menuList } from './menu.js';
import { newsSummary } from './news.js';
import { pagedList } from './resource.js';
import type { SiteSettings } from './settings.js';
import { homeSystems } from './sso.js';

/**
 * What the home page shows below the navbar, as an anonymous visitor would read it: the navbar menu
 * (`menu/get-menues`), the systems (`ssomanagement/systems`, null when visitors may not read them) and
 * the first page of news (`news/filter` HOME_NEWS_PAGE, published ones only). The server
 * parses it with this schema on the way out, so only the fields those reads answer are written.
 */
export const homeBoot = z.object({
  menus: menuList,
  systems: homeSystems.nullable(),
  news: pagedList(newsSummary),
});
export type HomeBoot = z.infer<typeof homeBoot>;

/**
 * What the server writes into each page for its first render, so the page needs no round-trip for it:
 * what `/conf.json`, `GET setting` and `GET generalsetting/all` answer, and on the home page `home`.
 */
export interface BootData {
  conf: SiteConf;
  settings: SiteSettings;
  generalSettings: { name: string; data: string }[];
  home?: HomeBoot;
}
