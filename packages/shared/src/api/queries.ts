// Query definitions (پرس‌وجو, SPEC §3 Query definition): run one and see its rows (the editors' preview,
// the dashboards later), and stored queries that form fields and functions name by id. Who reads which
// source is the records' rule, checked when the query runs, whoever runs it.
import { adminOnly, signedIn, staff } from './access.js';
import { post } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/**
 * Stored queries (resource `query`, Admins), running one for a form field (any signed-in user, with
 * their own rights on every source), and running a definition inline (staff: Admins every source,
 * Employees the records they created).
 */
export const queryApi = {
  ...resourceEndpoints('query', {
    item: (s) => s.storedQueryItem,
    createBody: (s) => s.storedQueryBody,
    access: adminOnly,
  }),
  run: post('query/run', staff, { body: (s) => s.queryDefinition, response: (s) => s.queryAnswer }),
  rows: post('query/{id}/rows', signedIn, { params: (s) => s.idParams, response: (s) => s.storedQueryRows }),
};
