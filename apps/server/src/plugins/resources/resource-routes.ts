import { MAX_ALL_ROWS, normalizeText, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { bind, type BoundEndpoint } from '../endpoints.js';
import { ok } from '../envelope.js';
import type { ReadOnlyResourceDefinition, ResourceDefinition } from './resource-definition.js';
import { orderOf, whereOf } from './resource-query.js';
import { readOnlyRepository, resourceRepository } from './resource-repository.js';
import { toJson } from './to-json.js';
import { commonMessages } from '../../messages/index.js';

type Row = Record<string, unknown>;

/** Binds the declared endpoints of one resource (ARCHITECTURE.md §3) to the generic repository. */
export function resourceEndpointsOf(db: Db, def: ResourceDefinition): BoundEndpoint[] {
  const { api } = def;
  const repo = resourceRepository(db, def);

  const expand = async (rows: Row[]) => (def.hooks?.expand ? def.hooks.expand(db, rows) : rows);
  const one = async (row: Row) => toJson((await expand([row]))[0] ?? row);
  // Writes are never open to visitors; a declaration that said so would fail here, not write anonymously.
  const actorOf = (user: Principal | null, requestId: string) => {
    if (!user) throw new AppError('unauthorized', commonMessages.unauthenticated);
    return { user, requestId };
  };

  const bound: BoundEndpoint[] = [];
  if (api.filter) {
    bound.push(
      bind(api.filter, async ({ body, user }) => {
        const { filters, page, count, sort } = body;
        const { list, total } = await repo.page(user, whereOf(def, filters), orderOf(def, sort), page, count);
        return ok({
          list: (await expand(list)).map(toJson),
          pages: Math.ceil(total / count),
          currentPage: page,
        });
      }),
    );
  }
  if (api.all) {
    bound.push(
      bind(api.all, async ({ user }) => {
        const list = await repo.all(user, orderOf(def, undefined), def.maxAll ?? MAX_ALL_ROWS);
        return ok({ list: (await expand(list)).map(toJson) });
      }),
    );
  }
  if (api.checkName) {
    bound.push(
      bind(api.checkName, async ({ body }) => {
        const taken = await repo.nameTaken(normalizeText(body.name), body.id);
        return ok({ available: !taken });
      }),
    );
  }
  if (api.get) {
    bound.push(
      bind(api.get, async ({ params, user }) => {
        const row = await repo.byId(user, params.id);
        if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
        return ok(await one(row));
      }),
    );
  }
  if (api.create) {
    bound.push(
      bind(api.create, async ({ body, user, request }) => {
        const values = body as Row;
        const actor = actorOf(user, request.id);
        await def.hooks?.check?.(db, values, null, actor.user);
        const row = await repo.create(actor, values);
        return ok(await one(row), commonMessages.saved);
      }),
    );
  }
  if (api.update) {
    bound.push(
      bind(api.update, async ({ params, body, user, request }) => {
        const values = body as Row;
        const actor = actorOf(user, request.id);
        await def.hooks?.check?.(db, values, params.id, actor.user);
        const row = await repo.update(actor, params.id, values);
        if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
        return ok(await one(row), commonMessages.saved);
      }),
    );
  }
  if (api.remove) {
    bound.push(
      bind(api.remove, async ({ params, user, request }) => {
        const removed = await repo.remove(actorOf(user, request.id), params.id);
        if (!removed) throw new AppError('not_found', commonMessages.recordNotFound);
        return ok(null, commonMessages.deleted);
      }),
    );
  }
  return bound;
}

/** Binds `POST {name}/filter` and `GET {name}/{id}` of a read-only resource (logs, the outbox). */
export function readOnlyEndpointsOf(db: Db, def: ReadOnlyResourceDefinition): BoundEndpoint[] {
  const repo = readOnlyRepository(db, def);
  return [
    bind(def.api.filter, async ({ body }) => {
      const { filters, page, count, sort } = body;
      const { list, total } = await repo.page(whereOf(def, filters), orderOf(def, sort), page, count);
      return ok({ list: list.map(toJson), pages: Math.ceil(total / count), currentPage: page });
    }),
    bind(def.api.get, async ({ params }) => {
      const row = await repo.byId(params.id);
      if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
      return ok(toJson(row));
    }),
  ];
}
