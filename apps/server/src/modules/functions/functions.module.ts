import type { AppModule, ModuleContext } from '../app-module.js';
import { outboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { UploadReader } from './host-excel.js';
import {
  functionLogResource,
  functionResource,
  unitWebserviceAccessResource,
} from './functions.resources.js';
import { functionRoutes } from './functions.routes.js';
import { createFunctionRunner } from './functions.service.js';

/**
 * Functions (SPEC §3 Function): the function resource (Admins), its runs on the server with the caller's
 * rights (run-request-function for any signed-in user, run-element-function for staff, test runs for
 * Admins), the log of every run (functionlog) and the units that may call each function.
 */
export function functionsModule({ db, config }: ModuleContext, uploads: UploadReader): AppModule {
  const runner = createFunctionRunner({
    db,
    outbound: outboundPolicy({ allowHosts: config.outbound.allowHosts }),
    uploads,
  });
  return {
    name: 'functions',
    resources: [functionResource, unitWebserviceAccessResource],
    readOnlyResources: [functionLogResource],
    endpoints: functionRoutes(db, runner),
  };
}
