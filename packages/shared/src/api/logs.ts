// The one log screen (/panel/system-setting/logs-list, Admin only): every kind of log in one list, a row's
// details, the Excel export, the user picker of its filter; and the program log (`programlog`: the
// server's warnings and errors) as a read-only resource of its own. Retention is the general setting
// `logRetention` (generalsetting endpoints).
import { admin } from './access.js';
import { get, post } from './verbs.js';
import { readOnlyEndpoints } from './resource.js';

/** The log screen's endpoints. */
export const logsApi = {
  filter: post('logs/filter', admin, { body: (s) => s.logListRequest, response: (s) => s.logListResponse }),
  detail: get('logs/{kind}/{id}', admin, { params: (s) => s.logDetailParams, response: (s) => s.logDetail }),
  export: post('logs/export', admin, { kind: 'file', body: (s) => s.logExportRequest }),
  users: get('logs/users', admin, { query: (s) => s.logUserQuery, response: (s) => s.logUserList }),
};

/** The server's warnings and errors (`programlog`), as the logger wrote them, secrets redacted. */
export const programLogApi = readOnlyEndpoints('programlog', {
  item: (s) => s.programLogItem,
  access: admin,
});
