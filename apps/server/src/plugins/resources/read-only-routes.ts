import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq } from 'drizzle-orm';
import { envelope, filterRequest, idParams, pagedList } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { requireRoles } from '../authorize.js';
import { messages } from '../../messages.js';
import type { ReadOnlyResourceDefinition } from './resource-definition.js';
import { allOf, orderOf, whereOf } from './resource-query.js';
import { toJson } from './to-json.js';
import { ok } from '../envelope.js';

/** Serves `POST {name}/filter` and `GET {name}/{id}` over an append-only table (logs, outbox). */
export function registerReadOnlyResource(
  parent: FastifyInstance,
  db: Db,
  def: ReadOnlyResourceDefinition,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requireRoles(def.access);

  app.post(
    `/${def.name}/filter`,
    {
      preValidation: guard,
      schema: { body: filterRequest, response: { 200: envelope(pagedList(def.item)) } },
    },
    async (request) => {
      const { filters, page, count: size, sort } = request.body;
      const where = allOf([def.scope, ...whereOf(def, filters)]);
      const [total] = await db.select({ n: count() }).from(def.table).where(where);
      const list = (await db
        .select()
        .from(def.table)
        .where(where)
        .orderBy(orderOf(def, sort))
        .limit(size)
        .offset((page - 1) * size)) as Record<string, unknown>[];
      return ok({
        list: list.map(toJson),
        pages: Math.ceil(Number(total?.n ?? 0) / size),
        currentPage: page,
      });
    },
  );

  app.get(
    `/${def.name}/:id`,
    { preValidation: guard, schema: { params: idParams, response: { 200: envelope(def.item) } } },
    async (request) => {
      const [row] = (await db
        .select()
        .from(def.table)
        .where(allOf([def.scope, eq(def.table.id, request.params.id)]))) as Record<string, unknown>[];
      if (!row) throw new AppError('not_found', messages.recordNotFound);
      return ok(toJson(row));
    },
  );
}
