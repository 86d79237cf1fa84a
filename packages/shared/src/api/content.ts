// The public site's content: content pages, the navbar menu, news (SPEC §2 public routes, §7).
import { admin, adminOnly, resourceAccess } from './access.js';
import { get } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/** Content pages (صفحه محتوا): Admins write them; anyone reads one by id. */
export const contentPageApi = {
  ...resourceEndpoints('contentpage', {
    item: (s) => s.contentPage,
    createBody: (s) => s.contentPageBody,
    access: adminOnly,
  }),
  published: get('content-page/{id}', 'anyone', {
    params: (s) => s.idParams,
    response: (s) => s.publicContentPage,
  }),
};

/** The navbar menu: Admins write its items; anyone reads the flat list (`menu/get-menues`). */
export const menuApi = {
  ...resourceEndpoints('menu', {
    item: (s) => s.menuRecord,
    createBody: (s) => s.menuBody,
    access: adminOnly,
  }),
  getMenues: get('menu/get-menues', 'anyone', { response: (s) => s.menuList }),
};

/**
 * News (اخبار): anyone, visitors included, lists and reads published items whose publish date has come;
 * Admins see and write every item. Lists leave the body out.
 */
export const newsApi = resourceEndpoints(
  'news',
  {
    item: (s) => s.newsItem,
    listItem: (s) => s.newsSummary,
    createBody: (s) => s.newsBody,
    access: resourceAccess('anyone', admin),
  },
  ['all', 'checkName'],
);
