// The public site's content: content pages, the navbar menu, news (SPEC §2 public routes, §7).
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const adminOnly = { list: admin, read: admin, create: admin, update: admin, delete: admin };

/** Content pages (صفحه محتوا): Admins write them; anyone reads one by id. */
export const contentPageApi = {
  ...resourceEndpoints('contentpage', {
    item: (s) => s.contentPage,
    createBody: (s) => s.contentPageBody,
    updateBody: (s) => s.contentPageBody,
    access: adminOnly,
  }),
  published: endpoint({
    method: 'GET',
    path: 'content-page/{id}',
    access: 'anyone',
    params: (s) => s.idParams,
    response: (s) => s.publicContentPage,
  }),
};

/** The navbar menu: Admins write its items; anyone reads the flat list (`menu/get-menues`). */
export const menuApi = {
  ...resourceEndpoints('menu', {
    item: (s) => s.menuRecord,
    createBody: (s) => s.menuBody,
    updateBody: (s) => s.menuBody,
    access: adminOnly,
  }),
  getMenues: endpoint({
    method: 'GET',
    path: 'menu/get-menues',
    access: 'anyone',
    response: (s) => s.menuList,
  }),
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
    updateBody: (s) => s.newsBody,
    access: { list: 'anyone', read: 'anyone', create: admin, update: admin, delete: admin },
  },
  ['all', 'checkName'],
);
