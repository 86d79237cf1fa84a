import {
  defaultVariableApi,
  serviceApi,
  serviceCategoryApi,
  type ServiceCategoryItem,
  type ServiceItem,
  type ServiceVersion,
  type ServiceVersionSummary,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { toJson } from '../../plugins/resources/to-json.js';
import { serviceMessages as text } from '../../messages/index.js';
import { defaultVariableValues } from './default-variables.service.js';
import { rootCategories, subCategories } from './service-categories.service.js';
import { publishService, servicesHelp, serviceVersion, serviceVersions } from './service-versions.service.js';
import { copyService } from './services.service.js';

/**
 * The services module's own endpoints beside its resources: the category lists of the service basket
 * (SPEC §7), publishing, versions and copies of a service, and the default variables' values (SPEC §7).
 */
export function serviceRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(serviceCategoryApi.roots, async () =>
      ok((await rootCategories(db)).map((row) => toJson(row) as ServiceCategoryItem)),
    ),
    bind(serviceCategoryApi.children, async ({ params }) =>
      ok((await subCategories(db, params.id)).map((row) => toJson(row) as ServiceCategoryItem)),
    ),

    bind(serviceApi.help, async () => ok(await servicesHelp(db))),
    bind(serviceApi.publish, async ({ params, user, request }) => {
      const published = await publishService(db, { actorId: user.id, requestId: request.id }, params.id);
      return ok(toJson(published) as ServiceVersionSummary, text.published(published.version));
    }),
    bind(serviceApi.copy, async ({ params, user, request }) =>
      ok(
        toJson(await copyService(db, { actorId: user.id, requestId: request.id }, params.id)) as ServiceItem,
        text.copied,
      ),
    ),
    bind(serviceApi.versions, async ({ params }) =>
      ok((await serviceVersions(db, params.id)).map((row) => toJson(row) as ServiceVersionSummary)),
    ),
    bind(serviceApi.version, async ({ params }) =>
      ok(toJson(await serviceVersion(db, params.id, params.version)) as ServiceVersion),
    ),

    bind(defaultVariableApi.values, async ({ user, request }) =>
      ok(
        await defaultVariableValues(db, user, (name, message) =>
          request.log.warn({ variable: name, problem: message }, 'a default variable failed to evaluate'),
        ),
      ),
    ),
  ];
}
