import type { AppModule, ModuleContext } from '../app-module.js';
import {
  functionLogResource,
  functionResource,
  unitWebserviceAccessResource,
} from './functions.resources.js';
import { functionRoutes } from './functions.routes.js';
import { externalServiceResource } from './external-services.resource.js';
import type { SecretBox } from '../../plugins/secret-box.js';
import type { FunctionRunner } from './functions.service.js';

/**
 * Functions (SPEC §3 Function): the function resource (Admins), its runs on the server with the caller's
 * rights (run-request-function for any signed-in user, run-element-function for staff, test runs for
 * Admins), the log of every run (functionlog) and the units that may call each function.
 */
export function functionsModule(
  { db }: ModuleContext,
  runner: FunctionRunner,
  secrets: SecretBox,
): AppModule {
  return {
    name: 'functions',
    resources: [functionResource, unitWebserviceAccessResource, externalServiceResource(secrets)],
    readOnlyResources: [functionLogResource],
    endpoints: functionRoutes(db, runner),
  };
}
