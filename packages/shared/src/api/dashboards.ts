// Dashboards (داشبورد, SPEC §2 /panel/bi, §3 resource `dashboard`, §7 `dashboard/data`): Admins define
// them; Admins and the Employees a dashboard is shared with read it and run its cards.
import { admin, resourceAccess, staff } from './access.js';
import { post } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/**
 * The dashboard resource (Admins write; staff list and read, an Employee only the dashboards shared with
 * them) and `dashboard/data`, which runs its cards for the viewer.
 */
export const dashboardApi = {
  ...resourceEndpoints('dashboard', {
    item: (s) => s.dashboardItem,
    createBody: (s) => s.dashboardBody,
    access: resourceAccess(staff, admin),
  }),
  data: post('dashboard/data', staff, { body: (s) => s.dashboardDataBody, response: (s) => s.dashboardData }),
};
