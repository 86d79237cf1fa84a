// The one log screen (/panel/system-setting/logs-list, Admin only): every kind of log in one list, a row's
// details, the Excel export, the user picker of its filter; and the program log (`programlog`: the
// server's warnings and errors) as a read-only resource of its own. Retention is the general setting
// `logRetention` (generalsetting endpoints).
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { readOnlyEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;

/** The log screen's endpoints. */
export const logsApi = {
  filter: endpoint({
    method: 'POST',
    path: 'logs/filter',
    access: admin,
    body: (s) => s.logListRequest,
    response: (s) => s.logListResponse,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'logs/{kind}/{id}',
    access: admin,
    params: (s) => s.logDetailParams,
    response: (s) => s.logDetail,
  }),
  export: endpoint({
    method: 'POST',
    path: 'logs/export',
    access: admin,
    kind: 'file',
    body: (s) => s.logExportRequest,
  }),
  users: endpoint({
    method: 'GET',
    path: 'logs/users',
    access: admin,
    query: (s) => s.logUserQuery,
    response: (s) => s.logUserList,
  }),
};

/** The server's warnings and errors (`programlog`), as the logger wrote them, secrets redacted. */
export const programLogApi = readOnlyEndpoints('programlog', {
  item: (s) => s.programLogItem,
  access: admin,
});
