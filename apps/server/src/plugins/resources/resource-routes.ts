import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allList,
  checkNameRequest,
  checkNameResponse,
  envelope,
  filterRequest,
  idParams,
  MAX_ALL_ROWS,
  normalizeText,
  pagedList,
  stripAuditFields,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { requireRoles, userOf } from '../authorize.js';
import { messages } from '../../messages.js';
import type { ResourceDefinition } from './resource-definition.js';
import { orderOf, whereOf } from './resource-query.js';
import { resourceRepository } from './resource-repository.js';
import { toJson } from './to-json.js';
import { ok } from '../envelope.js';

/** Clients resubmit what they read; audit fields and the id are the server's to set (SPEC §3). */
export async function stripServerFields(request: FastifyRequest): Promise<void> {
  const body = stripAuditFields(request.body);
  if (body && typeof body === 'object' && !Array.isArray(body)) delete (body as Record<string, unknown>).id;
  request.body = body;
}

/** Registers the seven routes of ARCHITECTURE.md §3 for one resource under the current prefix. */
export function registerResource(parent: FastifyInstance, db: Db, def: ResourceDefinition): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = resourceRepository(db, def);
  const base = `/${def.name}`;
  const item = def.item;

  const expand = async (rows: Record<string, unknown>[]) =>
    def.hooks?.expand ? def.hooks.expand(db, rows) : rows;
  const one = async (row: Record<string, unknown>) => toJson((await expand([row]))[0] ?? row);

  app.post(
    `${base}/filter`,
    {
      preValidation: requireRoles(def.access.list),
      schema: { body: filterRequest, response: { 200: envelope(pagedList(item)) } },
    },
    async (request) => {
      const user = userOf(request);
      const { filters, page, count, sort } = request.body;
      const { list, total } = await repo.page(user, whereOf(def, filters), orderOf(def, sort), page, count);
      return ok({
        list: (await expand(list)).map(toJson),
        pages: Math.ceil(total / count),
        currentPage: page,
      });
    },
  );

  app.post(
    `${base}/all`,
    { preValidation: requireRoles(def.access.list), schema: { response: { 200: envelope(allList(item)) } } },
    async (request) => {
      const user = userOf(request);
      const list = await repo.all(user, orderOf(def, undefined), def.maxAll ?? MAX_ALL_ROWS);
      return ok({ list: (await expand(list)).map(toJson) });
    },
  );

  app.post(
    `${base}/check-name`,
    {
      preValidation: requireRoles(def.access.list),
      schema: { body: checkNameRequest, response: { 200: envelope(checkNameResponse) } },
    },
    async (request) => {
      const taken = await repo.nameTaken(normalizeText(request.body.name), request.body.id);
      return ok({ available: !taken });
    },
  );

  app.get(
    `${base}/:id`,
    {
      preValidation: requireRoles(def.access.read),
      schema: { params: idParams, response: { 200: envelope(item) } },
    },
    async (request) => {
      const user = userOf(request);
      const row = await repo.byId(user, request.params.id);
      if (!row) throw new AppError('not_found', messages.recordNotFound);
      return ok(await one(row));
    },
  );

  if (!def.customCreate) {
    app.post(
      base,
      {
        preValidation: [requireRoles(def.access.create), stripServerFields],
        schema: { body: def.createBody, response: { 200: envelope(item) } },
      },
      async (request) => {
        const user = userOf(request);
        await def.hooks?.check?.(db, request.body, null, user);
        const row = await repo.create({ user, requestId: request.id }, request.body);
        return ok(await one(row), messages.saved);
      },
    );
  }

  app.put(
    `${base}/:id`,
    {
      preValidation: [requireRoles(def.access.update), stripServerFields],
      schema: { params: idParams, body: def.updateBody, response: { 200: envelope(item) } },
    },
    async (request) => {
      const user = userOf(request);
      await def.hooks?.check?.(db, request.body, request.params.id, user);
      const row = await repo.update({ user, requestId: request.id }, request.params.id, request.body);
      if (!row) throw new AppError('not_found', messages.recordNotFound);
      return ok(await one(row), messages.saved);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation: requireRoles(def.access.delete),
      schema: { params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const user = userOf(request);
      const removed = await repo.remove({ user, requestId: request.id }, request.params.id);
      if (!removed) throw new AppError('not_found', messages.recordNotFound);
      return ok(null, messages.saved);
    },
  );
}
