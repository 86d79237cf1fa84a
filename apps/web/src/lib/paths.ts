// Where every screen lives (SPEC §2): the route table's paths by route id, in one zod-free module that the
// route table (app/routes.tsx) reads its paths from and features build their links with, so no feature
// types a path again. route-rules.test.ts checks that the table and this module agree.

/** Every route's path pattern (React Router syntax), by route id. */
export const routePaths = {
  home: '/',
  main: '/main/:passwordTour?',
  login: '/login/:oauthError?',
  'password-deprecated': '/password-deprecated',
  'forget-password': '/forget-password',
  register: '/register',
  'two-factor': '/2fa',
  logout: '/logout',
  panel: '/panel',
  profile: '/panel/profile',
  'change-password': '/panel/change-password',
  'login-history': '/panel/login-history',
  'active-sessions': '/panel/active-sessions',
  outbox: '/panel/system-setting/outbox',
  users: '/panel/system-setting/users',
  units: '/panel/system-setting/units',
  'content-pages': '/panel/content/pages',
  'content-page-detail': '/panel/content/page-detail/:id?',
  menus: '/panel/content/menus',
  'content-page': '/content-page/:id',
  'init-panel': '/init-panel/:passwordTour?',
  'panel-check': '/panel-check/:passwordTour?',
  'general-settings': '/panel/system-setting/ui',
  'working-calendar': '/panel/system-setting/calendar',
  substitutions: '/panel/substitutions',
  'track-request': '/track',
  'news-list': '/panel/content/news-list',
  'news-detail': '/panel/content/news-detail/:id?',
  'all-news': '/all-news',
  'show-news': '/show-news/:id?',
  'doc-repo': '/panel/doc-repo',
  'data-collection-list': '/panel/data-collection/list',
  'data-collection-detail': '/panel/data-collection/detail/:id?',
  'data-collection-records': '/panel/data-collection/records/:id',
  'data-collection-record-new': '/panel/data-collection/records/:id/new',
  'data-collection-record-edit': '/panel/data-collection/records/:id/edit/:recordId',
  'sso-list': '/panel/sso/list',
  'sso-detail': '/panel/sso/detail/:id?/:info?',
  'sso-new': '/panel/sso/new/:categoryId',
  'sso-clients': '/panel/sso/clients',
  'access-denied': '/403',
  forbidden: '/403',
  'not-found': '*',
  'process-list': '/process/list/:categoryId?/:subCategoryId?',
  'process-detail': '/process/detail/:id?',
  'process-new': '/process/new/:categoryId/:subCategoryId',
  'default-variables': '/process/default-variables',
  events: '/panel/system-setting/events',
  'logs-list': '/panel/system-setting/logs-list',
  'deleted-list': '/panel/system-setting/deleted-list',
  'backups-list': '/panel/system-setting/backups-list',
  'function-list': '/panel/function-management/list',
  'function-detail': '/panel/function-management/detail/:id?',
  'function-new': '/panel/function-management/new/:categoryId?',
  'unit-accesses': '/panel/function-management/unit-accesses',
  'query-list': '/panel/function-management/queries',
  'external-services': '/panel/function-management/external-services',
  'query-detail': '/panel/function-management/queries/detail/:id?',
  'bi-list': '/panel/bi/list',
  'bi-detail': '/panel/bi/detail/:id?',
  'bi-new': '/panel/bi/new/:categoryId',
  'bi-show': '/panel/bi/show/:id?',
  'sso-statistics': '/panel/sso/statistics',
  'sso-setting': '/panel/sso/setting',
  'web-services-help': '/panel/web-services-help',
  'function-help': '/panel/function-help/:ename',
  'eservice-help': '/panel/eservice-help',
  'new-request': '/panel/new/:id?',
  'my-requests': '/panel/my-requests',
  'my-request': '/panel/my-requests/:id',
  'provider-inbox': '/panel/inbox',
  task: '/panel/inbox/:id',
  'admin-inbox': '/panel/admin-inbox',
  'admin-request': '/panel/admin-inbox/requests/:id',
  'sso-blocked': '/sso-blocked',
  'sso-consent': '/sso-consent',
  'sso-continue': '/sso-continue',
} as const;

/** A route id. */
export type RouteId = keyof typeof routePaths;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type Required_<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type Optional_<S> = S extends `:${infer Name}?` ? Name : never;
type Value = string | number;

/** The parameters of a route: its required ones and, optionally, the optional ones. */
export type RouteParams<Id extends RouteId> = {
  [K in Required_<Segments<(typeof routePaths)[Id]>>]: Value;
} & { [K in Optional_<Segments<(typeof routePaths)[Id]>>]?: Value };

type ParamArgs<Id extends RouteId> = [Required_<Segments<(typeof routePaths)[Id]>>] extends [never]
  ? [params?: RouteParams<Id>]
  : [params: RouteParams<Id>];

/**
 * The URL of route `id` with its parameters filled in (encoded); an optional parameter left out drops
 * its segment. Throws when a required one is missing (a programming error).
 */
export function pathTo<Id extends RouteId>(id: Id, ...[params]: ParamArgs<Id>): string {
  const values = (params ?? {}) as Record<string, Value | undefined>;
  const segments = routePaths[id].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`${id}: no ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/**
 * The key in a collection's records list address (`data-collection-records`) of a filter on field
 * `fieldId`, equal to the value: `?f.title=…` (a dashboard card's row leads there so).
 */
export const recordFilterParam = (fieldId: string) => `f.${fieldId}`;
