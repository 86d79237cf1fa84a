import { dataCollectionApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { dataCollectionResource } from './datacollection.resource.js';
import { recordRoutes } from './records.routes.js';
import { recordFileReadable } from './records-read.service.js';
import { RECORD_RESOURCE } from './records.repository.js';
import { recordRecycleKind } from './records-recycle.js';
import { SYSTEM_COLLECTIONS } from './system-collections.js';

/**
 * Data collections (SPEC §3): the datacollection resource (Admins define, staff read), the read-only
 * system collections (`GET datacollection/system`), and each collection's records.
 */
export function collectionsModule({ db }: ModuleContext): AppModule {
  return {
    name: 'collections',
    resources: [dataCollectionResource],
    recycleKinds: [recordRecycleKind],
    fileAccess: { [RECORD_RESOURCE]: recordFileReadable },
    endpoints: [
      bind(dataCollectionApi.system, async () => ok({ list: [...SYSTEM_COLLECTIONS] })),
      ...recordRoutes(db),
    ],
  };
}
