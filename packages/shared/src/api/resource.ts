// The resource convention's endpoints (ARCHITECTURE.md §3), generated from one declaration per resource.
import type { z } from 'zod';
import type { SchemaSet } from './schema-set.js';
import { type Access } from './endpoint.js';
import { del, get, post, put } from './verbs.js';

type Schema<T extends z.ZodType> = (s: SchemaSet) => T;

/** Who may list (filter, all, check-name), read, create, update and delete a resource's rows. */
export type ResourceAccess = {
  list: Access;
  read: Access;
  create: Access;
  update: Access;
  delete: Access;
};

/** A resource as declared: its row (and the lighter row of lists), its write bodies and its access. */
export type ResourceSpec<
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = {
  item: Schema<Item>;
  /** The row as lists answer it, when lighter than `item` (news leaves its body out). */
  listItem?: Schema<ListItem>;
  /** The body of `POST {name}`. */
  createBody: Schema<Create>;
  /** The body of `PUT {name}/{id}`, when it differs from `createBody` (which serves both otherwise). */
  updateBody?: Schema<Update>;
  access: ResourceAccess;
};

/** The names of a resource's seven endpoints. */
export type ResourceRoute = 'filter' | 'all' | 'checkName' | 'get' | 'create' | 'update' | 'remove';

/**
 * The seven endpoints of a resource: `POST {name}/filter`, `POST {name}/all`, `POST {name}/check-name`,
 * `GET {name}/{id}`, `POST {name}`, `PUT {name}/{id}` and `DELETE {name}/{id}`, less those in `omit` (a
 * module that serves one of them differently declares it itself, e.g. `POST user` with its password).
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceEndpoints<
  const Name extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType = Create,
  ListItem extends z.ZodType = Item,
  const Omitted extends ResourceRoute = never,
>(name: Name, spec: ResourceSpec<Item, ListItem, Create, Update>, omit: readonly Omitted[] = []) {
  const all = allResourceEndpoints(name, spec);
  for (const route of omit) delete (all as Partial<typeof all>)[route];
  return all as Omit<typeof all, Omitted>;
}

function allResourceEndpoints<
  const Name extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListItem extends z.ZodType,
>(name: Name, spec: ResourceSpec<Item, ListItem, Create, Update>) {
  const listItem = (s: SchemaSet) => (spec.listItem ?? spec.item)(s) as ListItem;
  const { access } = spec;
  return {
    name,
    access,
    filter: post(`${name}/filter`, access.list, {
      body: (s) => s.filterRequest,
      response: (s) => s.pagedList(listItem(s)),
    }),
    all: post(`${name}/all`, access.list, { response: (s) => s.allList(listItem(s)) }),
    checkName: post(`${name}/check-name`, access.list, {
      body: (s) => s.checkNameRequest,
      response: (s) => s.checkNameResponse,
    }),
    get: get(`${name}/{id}`, access.read, { params: (s) => s.idParams, response: spec.item }),
    create: post(name, access.create, { resubmits: true, body: spec.createBody, response: spec.item }),
    update: put(`${name}/{id}`, access.update, {
      resubmits: true,
      params: (s) => s.idParams,
      body: (spec.updateBody ?? spec.createBody) as Schema<Update>,
      response: spec.item,
    }),
    remove: del(`${name}/{id}`, access.delete, { params: (s) => s.idParams }),
  };
}

/** The endpoints of a resource, as `resourceEndpoints` makes them (some may be omitted). */
export type ResourceEndpoints = Partial<ReturnType<typeof allResourceEndpoints>> & {
  name: string;
  access: ResourceAccess;
};

/** The two endpoints of a read-only resource over an append-only table (logs, the outbox): filter and get. */
/* @__NO_SIDE_EFFECTS__ */
export function readOnlyEndpoints<const Name extends string, Item extends z.ZodType>(
  name: Name,
  spec: { item: Schema<Item>; access: Access },
) {
  return {
    name,
    access: spec.access,
    filter: post(`${name}/filter`, spec.access, {
      body: (s) => s.filterRequest,
      response: (s) => s.pagedList(spec.item(s)),
    }),
    get: get(`${name}/{id}`, spec.access, { params: (s) => s.idParams, response: spec.item }),
  };
}

/** The endpoints of a read-only resource, as `readOnlyEndpoints` makes them. */
export type ReadOnlyEndpoints = ReturnType<typeof readOnlyEndpoints>;
