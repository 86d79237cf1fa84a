import type { AppModule, ModuleContext } from '../app-module.js';
import { defaultVariableResource, serviceCategoryResource, serviceResource } from './services.resources.js';
import { serviceRoutes } from './services.routes.js';

/**
 * Services (SPEC §2 process routes, §3 service definition, servicecategory, defaultvariable; §7
 * servicecategory/list and default-variable-values): categories of the service basket, service drafts and
 * their published versions, and default variables.
 */
export function servicesModule({ db }: ModuleContext): AppModule {
  return {
    name: 'services',
    resources: [serviceCategoryResource, serviceResource, defaultVariableResource],
    endpoints: serviceRoutes(db),
  };
}
