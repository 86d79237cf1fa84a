import type { AppModule, ModuleContext } from '../app-module.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { oidcPublicKeys } from '../sso/web-service-callers.service.js';
import { registerWsRoutes } from './ws.routes.js';

/**
 * Web services (issue 26; SPEC §2 /ws/call, §3 service options, unitwebserviceaccess, apilog): a
 * published service with isApi on, called by connected systems' servers, each call in the API log.
 */
export function webServicesModule({ db, config }: ModuleContext, runner: FunctionRunner): AppModule {
  const keys = oidcPublicKeys(db);
  return {
    name: 'web-services',
    routes: (app) => registerWsRoutes(app, { db, config, runner, keys }),
  };
}
