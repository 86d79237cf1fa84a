import { deletedItemApi } from '@darvazeh/shared';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { RecycleBin } from './recycle-bin.service.js';
import { recycleMessages } from '../../messages/index.js';

/** The recycle bin's endpoints (Admins only, by their declarations). */
export function recycleBinRoutes(bin: RecycleBin, retentionDays: number): BoundEndpoint[] {
  return [
    bind(deletedItemApi.kinds, async () => ok({ list: bin.kinds(), retentionDays })),
    bind(deletedItemApi.filter, async ({ body }) => {
      const { page, count, ...query } = body;
      return ok(await bin.page(query, page, count));
    }),
    bind(deletedItemApi.restore, async ({ params, user, request }) => {
      await bin.restore(params.kind, params.id, { actorId: user.id, requestId: request.id });
      return ok(null, recycleMessages.restored);
    }),
    bind(deletedItemApi.purge, async ({ params, user, request }) => {
      await bin.purge(params.kind, params.id, { actorId: user.id, requestId: request.id });
      return ok(null, recycleMessages.purged);
    }),
  ];
}
