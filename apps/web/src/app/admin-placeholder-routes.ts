// SPEC §2 "Admin only" and "Admin or Employee" routes whose screens are not built yet. Each keeps the
// exact role rule SPEC §2 gives it; route-rules.test.ts checks every one against SPEC.
import { ROLE_ADMIN, ROLE_EMPLOYEE, type RoleRule } from '@darvazeh/shared';
import { messages } from '../lib/messages';
import { placeholderRoute as route } from './placeholder-routes';
import type { AppRoute } from './route-meta';

const admin: readonly RoleRule[] = [ROLE_ADMIN];
const adminOrEmployee: readonly RoleRule[] = [ROLE_ADMIN, ROLE_EMPLOYEE];
const names = messages.routes;

/** Service basket, content, system settings, functions, dashboards, SSO, help and document repository. */
export const adminPlaceholderRoutes: readonly AppRoute[] = [
  route('process-list', '/process/list/:categoryId?/:subCategoryId?', admin, names.processList),
  route('process-detail', '/process/detail/:id?', admin, names.processDetail),
  route('process-new', '/process/new/:categoryId/:subCategoryId', admin, names.processNew),
  route('events', '/panel/system-setting/events', admin, names.events),
  route('logs-list', '/panel/system-setting/logs-list', admin, names.logs),
  route('deleted-list', '/panel/system-setting/deleted-list', admin, names.deletedItems),
  route('backups-list', '/panel/system-setting/backups-list', admin, names.backups),
  route('function-list', '/panel/function-management/list', admin, names.functionList),
  route('function-detail', '/panel/function-management/detail/:id?', admin, names.functionDetail),
  route('function-new', '/panel/function-management/new/:categoryId?', admin, names.functionNew),
  route('unit-accesses', '/panel/function-management/unit-accesses', admin, names.unitAccesses),
  route('bi-list', '/panel/bi/list', adminOrEmployee, names.dashboardList),
  route('bi-detail', '/panel/bi/detail/:id?', admin, names.dashboardDetail),
  route('bi-new', '/panel/bi/new/:categoryId', admin, names.dashboardNew),
  route('bi-show', '/panel/bi/show/:id?', adminOrEmployee, names.dashboardShow),
  route('sso-statistics', '/panel/sso/statistics', admin, names.ssoStatistics),
  route('sso-setting', '/panel/sso/setting', admin, names.ssoSetting),
  route('web-services-help', '/panel/web-services-help', adminOrEmployee, names.webServicesHelp),
  route('function-help', '/panel/function-help/:ename', adminOrEmployee, names.functionHelp),
  route('eservice-help', '/panel/eservice-help', adminOrEmployee, names.eserviceHelp),
];
