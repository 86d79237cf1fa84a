// SPEC §2's routes as a test table, written from the specification rather than from the route table.
import type { RoleRule } from '@darvazeh/shared';

// The role rules, written as SPEC states them ('*' where SPEC names no role).
export const ANY: RoleRule[] = ['*'];
export const ADMIN: RoleRule[] = ['Admin'];
export const ADMIN_OR_EMPLOYEE: RoleRule[] = ['Admin', 'Employee'];
export const EMPLOYEE_OR_ADMIN: RoleRule[] = ['Employee', 'Admin'];
export const SSO: RoleRule[] = ['Admin', { role: 'Employee', unitId: null, unitRoleId: 3 }];

// How a visitor meets the page: open (index/content layout), auth (sign-in pages), step (a sign-in
// step that needs a pending session) or signed-in (everything else sends anonymous users to log in).
export type Access = 'open' | 'auth' | 'step' | 'signed-in';
export type SpecRow = [specPath: string, rules: RoleRule[], access: Access];

/** Every SPEC §2 route: its path as SPEC writes it, its role rule, and how visitors meet it. */
export const specRoutes: SpecRow[] = [
  ['/', ANY, 'open'],
  ['/main/{passwordTour?}', ANY, 'open'],
  ['/init-panel/{passwordTour?}', EMPLOYEE_OR_ADMIN, 'signed-in'],
  ['/logout', ANY, 'auth'],
  // A status page (auth layout) that signed-in users keep too: a connected system refused them, and it
  // says why — sending them to the main page would hide the reason.
  ['/sso-blocked', ANY, 'open'],
  ['/content-page/{id}', ANY, 'open'],
  ['/panel-check/{passwordTour?}', ANY, 'signed-in'],
  ['/panel/profile', ANY, 'signed-in'],
  ['/panel/change-password', ANY, 'signed-in'],
  ['/panel/login-history', ANY, 'signed-in'],
  ['/login/{oauthError?}', ANY, 'auth'],
  ['/password-deprecated', ANY, 'step'],
  ['/forget-password', ANY, 'auth'],
  ['/2fa', ANY, 'step'],
  ['/panel/new/{id?}', ANY, 'signed-in'],
  ['/show-news/{id?}', ANY, 'open'],
  ['/all-news', ANY, 'open'],
  ['/403', ANY, 'open'],
  ['*', ANY, 'open'],
  ['/process/list/{categoryId?}/{subCategoryId?}', ADMIN, 'signed-in'],
  ['/process/detail/{id?}', ADMIN, 'signed-in'],
  ['/process/new/{categoryId}/{subCategoryId}', ADMIN, 'signed-in'],
  ['/panel/content/news-list', ADMIN, 'signed-in'],
  ['/panel/content/news-detail/{id?}', ADMIN, 'signed-in'],
  ...['users', 'units', 'ui', 'events', 'logs-list', 'deleted-list', 'backups-list'].map((page): SpecRow => [
    `/panel/system-setting/${page}`,
    ADMIN,
    'signed-in',
  ]),
  ...['list', 'detail/{id?}', 'new/{categoryId?}', 'unit-accesses'].map((page): SpecRow => [
    `/panel/function-management/${page}`,
    ADMIN,
    'signed-in',
  ]),
  ['/panel/bi/list', ADMIN_OR_EMPLOYEE, 'signed-in'],
  ['/panel/bi/detail/{id?}', ADMIN, 'signed-in'],
  ['/panel/bi/new/{categoryId}', ADMIN, 'signed-in'],
  ['/panel/bi/show/{id?}', ADMIN_OR_EMPLOYEE, 'signed-in'],
  ['/panel/sso/list', SSO, 'signed-in'],
  ['/panel/sso/detail/{id?}/{info?}', SSO, 'signed-in'],
  ['/panel/sso/new/{categoryId}', SSO, 'signed-in'],
  ['/panel/sso/statistics', ADMIN, 'signed-in'],
  ['/panel/sso/setting', ADMIN, 'signed-in'],
  ['/panel/sso/clients', ANY, 'signed-in'],
  ['/panel/web-services-help', ADMIN_OR_EMPLOYEE, 'signed-in'],
  ['/panel/function-help/{ename}', ADMIN_OR_EMPLOYEE, 'signed-in'],
  ['/panel/eservice-help', ADMIN_OR_EMPLOYEE, 'signed-in'],
  ['/panel/doc-repo', ADMIN_OR_EMPLOYEE, 'signed-in'],
];
