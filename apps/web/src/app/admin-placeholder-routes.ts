// SPEC §2 "Admin only" and "Admin or Employee" routes whose screens are not built yet. Each keeps the
// exact role rule SPEC §2 gives it; route-rules.test.ts checks every one against SPEC.
import { ROLE_ADMIN, ROLE_EMPLOYEE, type RoleRule } from '@darvazeh/shared';
import { placeholderRoute as route } from './placeholder-routes';
import type { AppRoute } from './route-meta';
import { routeNames } from '../lib/messages';

const admin: readonly RoleRule[] = [ROLE_ADMIN];
const adminOrEmployee: readonly RoleRule[] = [ROLE_ADMIN, ROLE_EMPLOYEE];
const names = routeNames;

/** Dashboards. */
export const adminPlaceholderRoutes: readonly AppRoute[] = [
  route('bi-list', adminOrEmployee, names.dashboardList),
  route('bi-detail', admin, names.dashboardDetail),
  route('bi-new', admin, names.dashboardNew),
  route('bi-show', adminOrEmployee, names.dashboardShow),
];
