// The route table (SPEC §2): each entry's meta drives its layout, guards, breadcrumbs and side menu.
// Pages are loaded lazily so a visitor's first page downloads none of the others.
import { ROLE_ADMIN, ROLE_EMPLOYEE, SSO_MANAGER_ROLES, type RoleRule } from '@darvazeh/shared';
import { routePaths } from '../lib/paths';
import { routeNames } from '../lib/messages';
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
    path: routePaths.home,
    meta: { roles: anyone, layout: 'index', name: routeNames.home },
    load: loadHome,
  },
  {
    id: 'main',
    path: routePaths.main,
    meta: { roles: anyone, layout: 'index', name: routeNames.home },
    load: loadHome,
  },
  {
    id: 'login',
    path: routePaths.login,
    meta: { roles: anyone, layout: 'auth', name: routeNames.login },
    load: () => import('./pages/login-page'),
  },
  {
    id: 'password-deprecated',
    path: routePaths['password-deprecated'],
    meta: { roles: anyone, layout: 'auth', name: routeNames.changePassword },
    load: () => import('./pages/password-deprecated-page'),
  },
  {
    id: 'forget-password',
    path: routePaths['forget-password'],
    meta: { roles: anyone, layout: 'auth', name: routeNames.forgetPassword },
    load: () => import('./pages/forget-password-page'),
  },
  {
    id: 'two-factor',
    path: routePaths['two-factor'],
    meta: { roles: anyone, layout: 'auth', name: routeNames.twoFactor },
    load: () => import('./pages/two-factor-page'),
  },
  {
    id: 'logout',
    path: routePaths.logout,
    meta: { roles: anyone, layout: 'auth', name: routeNames.logout },
    load: () => import('./pages/logout-page'),
  },
  {
    id: 'panel',
    path: routePaths.panel,
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.panel,
      icon: 'dashboard',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/panel-home-page'),
  },
  {
    id: 'profile',
    path: routePaths.profile,
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.profile,
      icon: 'account',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/profile-page'),
  },
  {
    id: 'change-password',
    path: routePaths['change-password'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.changePassword,
      icon: 'lockReset',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/change-password-page'),
  },
  {
    id: 'login-history',
    path: routePaths['login-history'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.loginHistory,
      icon: 'history',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/login-history-page'),
  },
  {
    id: 'active-sessions',
    path: routePaths['active-sessions'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.activeSessions,
      icon: 'devices',
      applicant: true,
      provider: true,
    },
    load: () => import('./pages/active-sessions-page'),
  },
  {
    id: 'new-request',
    path: routePaths['new-request'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.newRequest,
      icon: 'newRequest',
      applicant: true,
    },
    load: () => import('./pages/new-request-page'),
  },
  {
    id: 'my-requests',
    path: routePaths['my-requests'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.myRequests,
      icon: 'myRequests',
      applicant: true,
    },
    load: () => import('./pages/my-requests-page'),
  },
  {
    id: 'my-request',
    path: routePaths['my-request'],
    meta: {
      roles: anyone,
      layout: 'panel',
      name: routeNames.myRequest,
      applicant: true,
      parent: '/panel/my-requests',
    },
    load: () => import('./pages/my-request-page'),
  },
  {
    id: 'outbox',
    path: routePaths.outbox,
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.outbox, icon: 'mail' },
    load: () => import('./pages/outbox-page'),
  },
  {
    id: 'users',
    path: routePaths.users,
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.users, icon: 'people' },
    load: () => import('./pages/users-page'),
  },
  {
    id: 'units',
    path: routePaths.units,
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.units, icon: 'unitTree' },
    load: () => import('./pages/units-page'),
  },
  {
    id: 'content-pages',
    path: routePaths['content-pages'],
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.contentPages, icon: 'article' },
    load: () => import('./pages/content-pages-page'),
  },
  {
    id: 'content-page-detail',
    path: routePaths['content-page-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.contentPageDetail,
      newName: routeNames.contentPageNew,
      parent: '/panel/content/pages',
    },
    load: () => import('./pages/content-page-detail-page'),
  },
  {
    id: 'menus',
    path: routePaths.menus,
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.menus, icon: 'menu' },
    load: () => import('./pages/menus-page'),
  },
  {
    id: 'content-page',
    path: routePaths['content-page'],
    meta: { roles: anyone, layout: 'content', name: routeNames.contentPage },
    load: () => import('./pages/content-page-page'),
  },
  {
    id: 'init-panel',
    path: routePaths['init-panel'],
    meta: { roles: [ROLE_EMPLOYEE, ROLE_ADMIN], layout: 'panel', name: routeNames.initPanel },
    load: () => import('./pages/init-panel-page'),
  },
  {
    id: 'panel-check',
    path: routePaths['panel-check'],
    meta: { roles: anyone, layout: 'loading', name: routeNames.panelCheck },
    load: () => import('./pages/panel-check-page'),
  },
  {
    id: 'general-settings',
    path: routePaths['general-settings'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.generalSettings,
      icon: 'palette',
    },
    load: () => import('./pages/general-settings-page'),
  },
  {
    id: 'working-calendar',
    path: routePaths['working-calendar'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.workingCalendar,
      icon: 'calendar',
    },
    load: () => import('./pages/working-calendar-page'),
  },
  {
    id: 'news-list',
    path: routePaths['news-list'],
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.news, icon: 'news' },
    load: () => import('./pages/news-list-page'),
  },
  {
    id: 'news-detail',
    path: routePaths['news-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.newsDetail,
      newName: routeNames.newsNew,
      parent: '/panel/content/news-list',
    },
    load: () => import('./pages/news-detail-page'),
  },
  {
    id: 'all-news',
    path: routePaths['all-news'],
    meta: { roles: anyone, layout: 'content', name: routeNames.allNews },
    load: () => import('./pages/all-news-page'),
  },
  {
    id: 'show-news',
    path: routePaths['show-news'],
    meta: { roles: anyone, layout: 'content', name: routeNames.news },
    load: () => import('./pages/show-news-page'),
  },
  {
    id: 'doc-repo',
    path: routePaths['doc-repo'],
    meta: {
      roles: [ROLE_ADMIN, ROLE_EMPLOYEE],
      layout: 'panel',
      name: routeNames.docRepo,
      icon: 'folders',
    },
    load: () => import('./pages/doc-repo-page'),
  },
  {
    id: 'data-collection-list',
    path: routePaths['data-collection-list'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.collections,
      icon: 'dataset',
    },
    load: () => import('./pages/collection-list-page'),
  },
  {
    id: 'data-collection-detail',
    path: routePaths['data-collection-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.collectionDetail,
      parent: '/panel/data-collection/list',
    },
    load: () => import('./pages/collection-detail-page'),
  },
  {
    id: 'data-collection-records',
    path: routePaths['data-collection-records'],
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: routeNames.records },
    load: () => import('./pages/collection-records-page'),
  },
  {
    id: 'data-collection-record-new',
    path: routePaths['data-collection-record-new'],
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: routeNames.recordNew },
    load: () => import('./pages/collection-record-form-page'),
  },
  {
    id: 'data-collection-record-edit',
    path: routePaths['data-collection-record-edit'],
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: routeNames.recordEdit },
    load: () => import('./pages/collection-record-form-page'),
  },
  {
    id: 'sso-list',
    path: routePaths['sso-list'],
    meta: { roles: SSO_MANAGER_ROLES, layout: 'panel', name: routeNames.ssoList, icon: 'sso' },
    load: () => import('./pages/sso-list-page'),
  },
  {
    id: 'sso-detail',
    path: routePaths['sso-detail'],
    meta: {
      roles: SSO_MANAGER_ROLES,
      layout: 'panel',
      name: routeNames.ssoDetail,
      parent: '/panel/sso/list',
    },
    load: () => import('./pages/sso-detail-page'),
  },
  {
    id: 'sso-new',
    path: routePaths['sso-new'],
    meta: {
      roles: SSO_MANAGER_ROLES,
      layout: 'panel',
      name: routeNames.ssoNew,
      parent: '/panel/sso/list',
    },
    load: () => import('./pages/sso-detail-page'),
  },
  {
    id: 'sso-clients',
    path: routePaths['sso-clients'],
    meta: { roles: anyone, layout: 'panel', name: routeNames.ssoClients, icon: 'apps' },
    load: () => import('./pages/sso-clients-page'),
  },
  {
    id: 'function-list',
    path: routePaths['function-list'],
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.functionList, icon: 'functions' },
    load: () => import('./pages/function-list-page'),
  },
  {
    id: 'function-detail',
    path: routePaths['function-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.functionDetail,
      parent: '/panel/function-management/list',
    },
    load: () => import('./pages/function-detail-page'),
  },
  {
    id: 'function-new',
    path: routePaths['function-new'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.functionNew,
      parent: '/panel/function-management/list',
    },
    load: () => import('./pages/function-detail-page'),
  },
  {
    id: 'unit-accesses',
    path: routePaths['unit-accesses'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.unitAccesses,
      parent: '/panel/function-management/list',
    },
    load: () => import('./pages/unit-accesses-page'),
  },
  {
    id: 'query-list',
    path: routePaths['query-list'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.queryList,
      parent: '/panel/function-management/list',
    },
    load: () => import('./pages/query-list-page'),
  },
  {
    id: 'query-detail',
    path: routePaths['query-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.queryDetail,
      parent: '/panel/function-management/queries',
    },
    load: () => import('./pages/query-detail-page'),
  },
  {
    id: 'function-help',
    path: routePaths['function-help'],
    meta: { roles: [ROLE_ADMIN, ROLE_EMPLOYEE], layout: 'panel', name: routeNames.functionHelp },
    load: () => import('./pages/function-help-page'),
  },
  {
    id: 'process-list',
    path: routePaths['process-list'],
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.processList, icon: 'services' },
    load: () => import('./pages/process-list-page'),
  },
  {
    id: 'process-detail',
    path: routePaths['process-detail'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.processDetail,
      newName: routeNames.processNew,
      parent: '/process/list',
    },
    load: () => import('./pages/process-detail-page'),
  },
  {
    id: 'process-new',
    path: routePaths['process-new'],
    meta: { roles: [ROLE_ADMIN], layout: 'panel', name: routeNames.processNew, parent: '/process/list' },
    load: () => import('./pages/process-detail-page'),
  },
  {
    id: 'default-variables',
    path: routePaths['default-variables'],
    meta: {
      roles: [ROLE_ADMIN],
      layout: 'panel',
      name: routeNames.defaultVariables,
      parent: '/process/list',
    },
    load: () => import('./pages/default-variables-page'),
  },
  {
    id: 'eservice-help',
    path: routePaths['eservice-help'],
    meta: {
      roles: [ROLE_ADMIN, ROLE_EMPLOYEE],
      layout: 'panel',
      name: routeNames.eserviceHelp,
      icon: 'help',
    },
    load: () => import('./pages/eservice-help-page'),
  },
  ...generalPlaceholderRoutes,
  ...adminPlaceholderRoutes,
  {
    id: 'access-denied',
    path: routePaths['access-denied'],
    meta: { roles: anyone, layout: 'index', name: routeNames.accessDenied },
    load: loadForbidden,
  },
  {
    id: 'forbidden',
    path: routePaths.forbidden,
    meta: { roles: anyone, layout: 'index', name: routeNames.forbidden },
    load: loadForbidden,
  },
  {
    id: 'not-found',
    path: routePaths['not-found'],
    meta: { roles: anyone, layout: 'index', name: routeNames.notFound },
    load: () => import('./pages/not-found-page'),
  },
];
