import { serviceApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { oidcPublicKeys } from '../sso/web-service-callers.service.js';
import { registerWsRoutes } from './ws.routes.js';
import { webServiceCallers, webServiceFigures } from './ws-admin.service.js';

/**
 * Web services (issue 26; SPEC §2 /ws/call, §3 service options, unitwebserviceaccess, apilog): a
 * published service with isApi on, called by connected systems' servers, each call in the API log.
 */
export function webServicesModule({ db, config }: ModuleContext, runner: FunctionRunner): AppModule {
  const keys = oidcPublicKeys(db);
  return {
    name: 'web-services',
    endpoints: [
      bind(serviceApi.webServiceCallers, async ({ params }) => ok(await webServiceCallers(db, params.id))),
      bind(serviceApi.webServiceFigures, async ({ params, query }) =>
        ok(await webServiceFigures(db, params.id, query.days)),
      ),
    ],
    routes: (app) => registerWsRoutes(app, { db, config, runner, keys }),
  };
}
