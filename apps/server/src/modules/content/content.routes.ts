import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, menuList, publicContentPage } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { contentMessages } from './content.messages.js';
import { findPublicPage } from './content.repository.js';
import { liveMenus } from './menu.repository.js';

/**
 * The public side of content: any visitor, signed in or not, reads a content page (SPEC §2
 * '/content-page/{id}') and the navbar menu (SPEC §7 `menu/get-menues`, a flat list ordered by
 * sortOrder whose items name their parent). Admins write both through the `contentpage` and `menu`
 * resources.
 */
export function registerContentRoutes(parent: FastifyInstance, db: Db): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/content-page/:id',
    { schema: { params: idParams, response: { 200: envelope(publicContentPage) } } },
    async (request) => {
      const page = await findPublicPage(db, request.params.id);
      if (!page) throw new AppError('not_found', contentMessages.pageNotFound);
      return ok(page);
    },
  );

  app.get('/menu/get-menues', { schema: { response: { 200: envelope(menuList) } } }, async () =>
    ok(await liveMenus(db)),
  );
}
