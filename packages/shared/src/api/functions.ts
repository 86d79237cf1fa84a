// Functions (تابع, SPEC §3 Function, §7 run-request-function and run-element-function): Admins define them,
// signed-in users run them with their own rights, every server run is logged, units may be limited.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { readOnlyEndpoints, resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const signedIn = ['*'] as const;
const adminOnly = { list: admin, read: admin, create: admin, update: admin, delete: admin };

/** Stored functions; running them (on the server, with the caller's rights) and their help pages. */
export const functionApi = {
  ...resourceEndpoints('function', {
    item: (s) => s.functionItem,
    createBody: (s) => s.functionBody,
    updateBody: (s) => s.functionBody,
    access: adminOnly,
  }),
  runRequest: endpoint({
    method: 'POST',
    path: 'function/run-request-function',
    access: signedIn,
    body: (s) => s.runRequestFunctionBody,
    response: (s) => s.functionRunResult,
  }),
  runElement: endpoint({
    method: 'POST',
    path: 'function/run-element-function',
    // Staff for a collection's form, anyone the service is open to for its request form (the handler).
    access: signedIn,
    body: (s) => s.runElementFunctionBody,
    response: (s) => s.elementRunResult,
  }),
  testRun: endpoint({
    method: 'POST',
    path: 'function/test-run',
    access: admin,
    body: (s) => s.testRunFunctionBody,
    response: (s) => s.functionRunResult,
  }),
  help: endpoint({
    method: 'GET',
    path: 'function/help/{ename}',
    access: staff,
    params: (s) => s.functionHelpParams,
    response: (s) => s.functionHelp,
  }),
};

/** Every server run of a function (`functionlog`), for Admins. */
export const functionLogApi = readOnlyEndpoints('functionlog', { item: (s) => s.functionLog, access: admin });

/** Which units may call which functions (`unitwebserviceaccess`); a function with no row is open to all. */
export const unitWebserviceAccessApi = resourceEndpoints('unitwebserviceaccess', {
  item: (s) => s.unitWebserviceAccess,
  createBody: (s) => s.unitWebserviceAccessBody,
  updateBody: (s) => s.unitWebserviceAccessBody,
  access: adminOnly,
});
