// The route table (SPEC §2): each entry's meta drives its layout, guards, breadcrumbs and side menu.
// Pages are loaded lazily so a visitor's first page downloads none of the others.
import { ROLE_ADMIN, ROLE_EMPLOYEE, SSO_MANAGER_ROLES, type RoleRule } from '@darvazeh/shared';
import { messages } from '../lib/messages';
import { collectionRouteNames } from '../features/collections/route-names';
import { recordRouteNames } from '../features/records/route-names';
import { contentMessages } from '../features/content/messages';
import { menuMessages } from '../features/menus/messages';
import { adminPlaceholderRoutes } from './admin-placeholder-routes';
import { generalPlaceholderRoutes } from './placeholder-routes';
import type { AppRoute } from './route-meta';

export type { AppRoute, LayoutName, RouteMeta, RouteModule } from './route-meta';

const anyone: readonly RoleRule[] = ['*'];
const loadHome = () => import('./pages/home-page');
const loadForbidden = () => import('./pages/forbidden-page');

/** Every route of the app, in matching order for equal paths. */
export const appRoutes: readonly AppRoute[] = [
  {
    id: 'home',
    path: '/',
    meta: { roles: anyone, layout: 'index', name: messages.routes.home },
    load: loadHome,
  },
  {
    id: 'main',
    path: '/main/:passwordTour?',
    meta: { roles: anyone, layout: 'index', name: messages.routes.home },
    load: loadHome,
  },
  {
    id: 'login',
    path: '/login/:oauthError?',
    meta: { roles: anyone, layout: 'auth', name: messages.routes.login },
    load: () => import('./pages/login-page'),
  },
  {
    id: 'password-deprecated',
    path: '/password-deprecated',
    meta: { roles: anyone, layout: 'auth', name: messages.routes.passwordDeprecated },
    load: () => import('./pages/password-deprecated-page'),
  },
  {
    id: 'forget-password',
    path: '/forget-password',
    meta: { roles: anyone, layout: 'auth', name: messages.routes.forgetPassword },
    load: () => import('./pages/forget-password-page'),
  },
  {
    id: 'two-factor',
    path: '/2fa',
    meta: { roles: anyone, layout: 'auth', name: messages.routes.twoFactor },
    load: () => import('./pages/two-factor-page'),
  },
  {
    id: 'logout',
    path: '/logout',
    meta: { roles: anyone, layout: 'auth', name: messages.routes.logout },
    load: () => import('./pages/logout-page'),
  },
  {
    id: 'panel',
    path: '/panel',
    meta: {
      roles: anyone,
      layout: 'panel',
      name: messages.routes.panel,
      icon: 'dashboard',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/panel-home-page'),
  },
  {
    id: 'profile',
    path: '/panel/profile',
    meta: {
      roles: anyone,
      layout: 'panel',
      name: messages.routes.profile,
      icon: 'account',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/profile-page'),
  },
  {
    id: 'change-password',
    path: '/panel/change-password',
    meta: {
      roles: anyone,
      layout: 'panel',
      name: messages.routes.changePassword,
      icon: 'lockReset',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/change-password-page'),
  },
  {
    id: 'login-history',
    path: '/panel/login-history',
    meta: {
      roles: anyone,
      layout: 'panel',
      name: messages.routes.loginHistory,
      icon: 'history',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/login-history-page'),
  },
  {
    id: 'active-sessions',
    path: '/panel/active-sessions',
    meta: {
      roles: anyone,
      layout: 'panel',
      name: messages.routes.activeSessions,
      icon: 'devices',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/active-sessions-page'),
  },
  {
    id: 'outbox',
    path: '/panel/system-setting/outbox',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: messages.routes.outbox, icon: 'mail' },
    load: () => import('./pages/outbox-page'),
  },
  {
    id: 'users',
    path: '/panel/system-setting/users',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: messages.routes.users, icon: 'people' },
    load: () => import('./pages/users-page'),
  },
  {
    id: 'units',
    path: '/panel/system-setting/units',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: messages.routes.units, icon: 'unitTree' },
    load: () => import('./pages/units-page'),
  },
  {
    id: 'content-pages',
    path: '/panel/content/pages',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: contentMessages.routes.pages, icon: 'article' },
    load: () => import('./pages/content-pages-page'),
  },
  {
    id: 'content-page-detail',
    path: '/panel/content/page-detail/:id?',
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: contentMessages.routes.pageDetail,
      newName: contentMessages.routes.pageNew,
      parent: '/panel/content/pages',
    },
    load: () => import('./pages/content-page-detail-page'),
  },
  {
    id: 'menus',
    path: '/panel/content/menus',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: menuMessages.routes.menus, icon: 'menu' },
    load: () => import('./pages/menus-page'),
  },
  {
    id: 'content-page',
    path: '/content-page/:id',
    meta: { roles: anyone, layout: 'content', name: messages.routes.contentPage },
    load: () => import('./pages/content-page-page'),
  },
  {
    id: 'init-panel',
    path: '/init-panel/:passwordTour?',
    meta: { roles: [ROLE_EMPLOYEE, ROLE_ADMIN], layout: 'panel', name: messages.routes.initPanel },
    load: () => import('./pages/init-panel-page'),
  },
  {
    id: 'panel-check',
    path: '/panel-check/:passwordTour?',
    meta: { roles: anyone, layout: 'loading', name: messages.routes.panelCheck },
    load: () => import('./pages/panel-check-page'),
  },
  {
    id: 'general-settings',
    path: '/panel/system-setting/ui',
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: messages.routes.generalSettings,
      icon: 'palette',
    },
    load: () => import('./pages/general-settings-page'),
  },
  {
    id: 'news-list',
    path: '/panel/content/news-list',
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: messages.routes.newsList, icon: 'news' },
    load: () => import('./pages/news-list-page'),
  },
  {
    id: 'news-detail',
    path: '/panel/content/news-detail/:id?',
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: messages.routes.newsDetail,
      newName: messages.routes.newsNew,
      parent: '/panel/content/news-list',
    },
    load: () => import('./pages/news-detail-page'),
  },
  {
    id: 'all-news',
    path: '/all-news',
    meta: { roles: anyone, layout: 'content', name: messages.routes.allNews },
    load: () => import('./pages/all-news-page'),
  },
  {
    id: 'show-news',
    path: '/show-news/:id?',
    meta: { roles: anyone, layout: 'content', name: messages.routes.showNews },
    load: () => import('./pages/show-news-page'),
  },
  {
    id: 'doc-repo',
    path: '/panel/doc-repo',
    meta: {
      roles: [ROLE_ADMIN, ROLE_EMPLOYEE],
      layout: 'panel',
      name: messages.routes.docRepo,
      icon: 'folders',
    },
    load: () => import('./pages/doc-repo-page'),
  },
  {
    id: 'data-collection-list',
    path: '/panel/data-collection/list',
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: collectionRouteNames.list,
      icon: 'dataset',
    },
    load: () => import('./pages/collection-list-page'),
  },
  {
    id: 'data-collection-detail',
    path: '/panel/data-collection/detail/:id?',
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: collectionRouteNames.detail,
      parent: '/panel/data-collection/list',
    },
    load: () => import('./pages/collection-detail-page'),
  },
  {
    id: 'data-collection-records',
    path: '/panel/data-collection/records/:id',
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: recordRouteNames.list },
    load: () => import('./pages/collection-records-page'),
  },
  {
    id: 'data-collection-record-new',
    path: '/panel/data-collection/records/:id/new',
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: recordRouteNames.create },
    load: () => import('./pages/collection-record-form-page'),
  },
  {
    id: 'data-collection-record-edit',
    path: '/panel/data-collection/records/:id/edit/:recordId',
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: recordRouteNames.edit },
    load: () => import('./pages/collection-record-form-page'),
  },
  {
    id: 'sso-list',
    path: '/panel/sso/list',
    meta: { roles: SSO_MANAGER_ROLES, layout: 'panel', name: messages.routes.ssoList, icon: 'sso' },
    load: () => import('./pages/sso-list-page'),
  },
  {
    id: 'sso-detail',
    path: '/panel/sso/detail/:id?/:info?',
    meta: {
      roles: SSO_MANAGER_ROLES,
      layout: 'panel',
      name: messages.routes.ssoDetail,
      parent: '/panel/sso/list',
    },
    load: () => import('./pages/sso-detail-page'),
  },
  {
    id: 'sso-new',
    path: '/panel/sso/new/:categoryId',
    meta: {
      roles: SSO_MANAGER_ROLES,
      layout: 'panel',
      name: messages.routes.ssoNew,
      parent: '/panel/sso/list',
    },
    load: () => import('./pages/sso-detail-page'),
  },
  {
    id: 'sso-clients',
    path: '/panel/sso/clients',
    meta: { roles: anyone, layout: 'panel', name: messages.routes.ssoClients, icon: 'apps' },
    load: () => import('./pages/sso-clients-page'),
  },
  ...generalPlaceholderRoutes,
  ...adminPlaceholderRoutes,
  {
    id: 'access-denied',
    path: '/403',
    meta: { roles: anyone, layout: 'index', name: messages.routes.accessDenied },
    load: loadForbidden,
  },
  {
    id: 'forbidden',
    path: '/403',
    meta: { roles: anyone, layout: 'index', name: messages.routes.forbidden },
    load: loadForbidden,
  },
  {
    id: 'not-found',
    path: '*',
    meta: { roles: anyone, layout: 'index', name: messages.routes.notFound },
    load: () => import('./pages/not-found-page'),
  },
];
