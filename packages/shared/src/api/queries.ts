// Query definitions (پرس‌وجو, SPEC §3 Query definition): run one and see its rows (the editors' preview,
// the dashboards later), and stored queries that form fields and functions name by id. Who reads which
// source is the records' rule, checked when the query runs, whoever runs it.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const signedIn = ['*'] as const;
const adminOnly = { list: admin, read: admin, create: admin, update: admin, delete: admin };

/**
 * Stored queries (resource `query`, Admins), running one for a form field (any signed-in user, with
 * their own rights on every source), and running a definition inline (staff: Admins every source,
 * Employees the records they created).
 */
export const queryApi = {
  ...resourceEndpoints('query', {
    item: (s) => s.storedQueryItem,
    createBody: (s) => s.storedQueryBody,
    updateBody: (s) => s.storedQueryBody,
    access: adminOnly,
  }),
  run: endpoint({
    method: 'POST',
    path: 'query/run',
    access: staff,
    body: (s) => s.queryDefinition,
    response: (s) => s.queryAnswer,
  }),
  rows: endpoint({
    method: 'POST',
    path: 'query/{id}/rows',
    access: signedIn,
    params: (s) => s.idParams,
    response: (s) => s.storedQueryRows,
  }),
};
