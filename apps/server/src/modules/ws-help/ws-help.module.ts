import { serviceApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { originOf } from '../../plugins/origin.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { oidcPublicKeys } from '../sso/web-service-callers.service.js';
import { webServicesHelpOf } from './ws-help.service.js';
import { registerWsHelpRoutes } from './ws-help.routes.js';

/**
 * Help for integrators and applicants (issue 26.4, SPEC §2): the web services' help as pages, Postman
 * and OpenAPI at the server origin (for staff, and for connected systems the services they may call), its data for the panel's /panel/web-services-help, and the public
 * /eservice/help page.
 */
export function wsHelpModule({ db, config, version }: ModuleContext): AppModule {
  const keys = oidcPublicKeys(db);
  return {
    name: 'ws-help',
    endpoints: [
      bind(serviceApi.webServicesHelp, async ({ user, request }) =>
        ok(await webServicesHelpOf(db, user, originOf(config, request))),
      ),
    ],
    routes: (app) => registerWsHelpRoutes(app, { db, config, version, keys }),
  };
}
