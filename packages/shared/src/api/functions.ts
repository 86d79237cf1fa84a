// Functions (تابع, SPEC §3 Function, §7 run-request-function and run-element-function): Admins define them,
// signed-in users run them with their own rights, every server run is logged, units may be limited.
import { admin, adminOnly, signedIn, staff } from './access.js';
import { get, post } from './verbs.js';
import { readOnlyEndpoints, resourceEndpoints } from './resource.js';

/** Stored functions; running them (on the server, with the caller's rights) and their help pages. */
export const functionApi = {
  ...resourceEndpoints('function', {
    item: (s) => s.functionItem,
    createBody: (s) => s.functionBody,
    access: adminOnly,
  }),
  runRequest: post('function/run-request-function', signedIn, {
    body: (s) => s.runRequestFunctionBody,
    response: (s) => s.functionRunResult,
  }),
  runElement: post('function/run-element-function', signedIn, {
    // Staff for a collection's form, anyone the service is open to for its request form (the handler).
    body: (s) => s.runElementFunctionBody,
    response: (s) => s.elementRunResult,
  }),
  testRun: post('function/test-run', admin, {
    body: (s) => s.testRunFunctionBody,
    response: (s) => s.functionRunResult,
  }),
  help: get('function/help/{ename}', staff, {
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
  access: adminOnly,
});

/**
 * Outside web services (`externalservice`, issue 26 item 5; SPEC §3 names no resource for them) that
 * functions fetch by id through the guarded client; Admins only, the secret write-only.
 */
export const externalServiceApi = resourceEndpoints('externalservice', {
  item: (s) => s.externalServiceItem,
  createBody: (s) => s.externalServiceBody,
  access: adminOnly,
});
