import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  filterRequest,
  idParams,
  newsBody,
  newsItem,
  newsSummary,
  pagedList,
  ROLE_ADMIN,
  type NewsItem,
  type NewsSummary,
  type PagedList,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { orderOf, whereOf } from '../../plugins/resources/resource-query.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { stripServerFields } from '../../plugins/resources/resource-routes.js';
import { toJson } from '../../plugins/resources/to-json.js';
import { messages } from '../../messages.js';
import { registerFileAccess } from '../files/files.service.js';
import { newsResource } from './news.resource.js';
import { findNews, NEWS_DEFAULT_ORDER, pageNews } from './news.repository.js';

const adminOnly = requireRoles([ROLE_ADMIN]);
// Rows leave as JSON; the response schemas check (and strip) them on the way out.
const asItem = (row: Record<string, unknown>) => toJson(row) as NewsItem;
const asSummary = (row: Record<string, unknown>) => toJson(row) as NewsSummary;

/** Who reads: the signed-in user, or null for visitors (and for sessions still owing a password change). */
function viewerOf(request: FastifyRequest): Principal | null {
  return request.session?.passwordDeprecated ? null : (request.principal ?? null);
}

/** One `news/filter` answer: the page of news `viewer` may read. */
async function newsPage(
  db: Db,
  viewer: Principal | null,
  where: SQL[],
  order: SQL[],
  page: number,
  count: number,
): Promise<PagedList<NewsSummary>> {
  const { list, total } = await pageNews(db, viewer, where, order, page, count);
  return { list: list.map(asSummary), pages: Math.ceil(total / count), currentPage: page };
}

/** What `news/filter` answers an anonymous visitor for `{ page, count }` and no search. */
export function visitorNewsPage(db: Db, page: number, count: number): Promise<PagedList<NewsSummary>> {
  return newsPage(db, null, [], NEWS_DEFAULT_ORDER, page, count);
}

/**
 * News (SPEC §2 news pages, §7 `news/filter`): anyone, anonymous visitors included, lists and reads
 * published news whose publish date has come; Admins see and write every item. Writes go through the
 * resource repository (soft delete, change log) with the hooks of news.resource.ts.
 */
export function registerNewsRoutes(parent: FastifyInstance, db: Db): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = resourceRepository(db, newsResource);
  // The image of a news item is public exactly when the item is.
  registerFileAccess(
    'news',
    async (database, principal, id) => (await findNews(database, principal, id)) !== undefined,
  );

  app.post(
    '/news/filter',
    { schema: { body: filterRequest, response: { 200: envelope(pagedList(newsSummary)) } } },
    async (request) => {
      const { filters, page, count, sort } = request.body;
      const order = sort ? [orderOf(newsResource, sort)] : NEWS_DEFAULT_ORDER;
      const where = whereOf(newsResource, filters);
      return ok(await newsPage(db, viewerOf(request), where, order, page, count));
    },
  );

  app.get(
    '/news/:id',
    { schema: { params: idParams, response: { 200: envelope(newsItem) } } },
    async (request) => {
      const row = await findNews(db, viewerOf(request), request.params.id);
      if (!row) throw new AppError('not_found', messages.recordNotFound);
      return ok(asItem(row));
    },
  );

  app.post(
    '/news',
    {
      preValidation: [adminOnly, stripServerFields],
      schema: { body: newsBody, response: { 200: envelope(newsItem) } },
    },
    async (request) => {
      const row = await repo.create({ user: userOf(request), requestId: request.id }, request.body);
      return ok(asItem(row), messages.saved);
    },
  );

  app.put(
    '/news/:id',
    {
      preValidation: [adminOnly, stripServerFields],
      schema: { params: idParams, body: newsBody, response: { 200: envelope(newsItem) } },
    },
    async (request) => {
      const actor = { user: userOf(request), requestId: request.id };
      const row = await repo.update(actor, request.params.id, request.body);
      if (!row) throw new AppError('not_found', messages.recordNotFound);
      return ok(asItem(row), messages.saved);
    },
  );

  app.delete(
    '/news/:id',
    { preValidation: adminOnly, schema: { params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const removed = await repo.remove({ user: userOf(request), requestId: request.id }, request.params.id);
      if (!removed) throw new AppError('not_found', messages.recordNotFound);
      return ok(null, messages.saved);
    },
  );
}
