// Dashboards (داشبورد, SPEC §2 /panel/bi, §3 resource `dashboard`, §7 `dashboard/data`): Admins define
// them; Admins and the Employees a dashboard is shared with read it and run its cards.
import { admin, resourceAccess, staff } from './access.js';
import { post } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/**
 * The dashboard resource (Admins write; staff list and read, an Employee only the dashboards shared with
 * them) and `dashboard/data`, which runs its cards for the viewer. `check-name` is the writers' alone: it
 * answers for every live dashboard, shared with the caller or not.
 */
export const dashboardApi = {
  ...resourceEndpoints(
    'dashboard',
    {
      item: (s) => s.dashboardItem,
      createBody: (s) => s.dashboardBody,
      access: resourceAccess(staff, admin),
    },
    ['checkName'],
  ),
  checkName: post('dashboard/check-name', admin, {
    body: (s) => s.checkNameRequest,
    response: (s) => s.checkNameResponse,
  }),
  data: post('dashboard/data', staff, { body: (s) => s.dashboardDataBody, response: (s) => s.dashboardData }),
  /** A new dashboard with copies of `id`'s cards, each over a copy of its stored query (Admins). */
  copy: post('dashboard/{id}/copy', admin, { params: (s) => s.idParams, response: (s) => s.dashboardItem }),
  /** One card's rows for the viewer, as `dashboard/data` answers them, as an .xlsx with Persian headers. */
  cardExcel: post('dashboard/card-excel', staff, {
    kind: 'file',
    body: (s) => s.dashboardCardExportBody,
  }),
};
