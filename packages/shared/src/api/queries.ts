// Query definitions (پرس‌وجو, SPEC §3 Query definition): run one and see its rows (the editors' preview,
// the dashboards later). Who reads which source is the records' rule, checked when the query runs.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** Running a query definition as the caller (Admins: every source; Employees: the records they created). */
export const queryApi = {
  run: endpoint({
    method: 'POST',
    path: 'query/run',
    access: staff,
    body: (s) => s.queryDefinition,
    response: (s) => s.queryAnswer,
  }),
};
