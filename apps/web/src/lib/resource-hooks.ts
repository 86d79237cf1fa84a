// Queries and mutations over the resource convention's declared endpoints (ARCHITECTURE.md §3), so a
// feature states which resource and which cache keys, not how to list, save or delete.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Answer, CallInput, EndpointSpec, FilterCondition } from '@darvazeh/shared';
import { call, errorStatus } from './api-client';

/** Which page of a list, how many rows per page, and an optional search. */
export interface PageQuery {
  page: number;
  count: number;
  search?: string;
}

/** The body a declared endpoint takes. */
export type BodyOf<E extends EndpointSpec> = CallInput<E> extends { body: infer B } ? B : never;

/** Retries a failed read of one row twice, but never a missing one (404): it will not appear. */
export const retryUnlessMissing = (failures: number, error: unknown): boolean =>
  errorStatus(error) !== 404 && failures < 2;

/**
 * The SPEC §7 filter body `{ filters: { page, count } }`, with a `like` search on `searchField` beside
 * them when there is one.
 */
export function pageFilterBody({ page, count, search }: PageQuery, searchField = 'name') {
  const filters: Record<string, FilterCondition | number> = { page, count };
  const text = search?.trim();
  if (text) filters[searchField] = { op: 'like', value: text };
  return { filters };
}

/** Calls an endpoint whose input is only a body (a resource's filter, all, create). */
async function callWithBody<E extends EndpointSpec>(endpoint: E, body: unknown, lock = false) {
  const { data } = await call(endpoint, { body } as never, lock ? { lock } : { quiet: true });
  return data;
}

/**
 * A page of `filter` (a resource's `POST {name}/filter`) under `key`; the previous page stays on screen
 * while the next loads.
 */
export function usePagedList<E extends EndpointSpec>(
  filter: E,
  key: QueryKey,
  query: PageQuery,
  searchField?: string,
) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => callWithBody(filter, pageFilterBody(query, searchField)),
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of `filter` for a body of its own (several conditions, a sort) under `key`; the previous page
 * stays on screen while the next loads, and nothing is asked for while `enabled` is false.
 */
export function useFilterPage<E extends EndpointSpec>(
  filter: E,
  key: QueryKey,
  body: BodyOf<E>,
  enabled = true,
) {
  return useQuery({
    queryKey: [...key, 'list', body],
    queryFn: () => callWithBody(filter, body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The row `id` of `get` (a resource's `GET {name}/{id}`) under `key`; nothing is asked for while `id` is
 * null, and a missing row (404) is not retried. A failure shows no toast: the page says it itself.
 */
export function useResourceItem<E extends EndpointSpec>(get: E, key: QueryKey, id: number | null) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<Answer<E>> =>
      (await call(get, { params: { id: id ?? 0 } } as never, { silent: true })).data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/**
 * Every row of `all` (a resource's `POST {name}/all`) under `key`, kept until a change invalidates it;
 * nothing is asked for while `enabled` is false.
 */
export function useAllOf<E extends EndpointSpec>(all: E, key: QueryKey, enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: () => callWithBody(all, {}),
    staleTime: Infinity,
    enabled,
  });
}

/**
 * What a save sends: an `id` to update that row, none to create one. Where the update's body differs
 * from the create's (`U`), a save with an id may send the update's.
 */
export type SaveInput<C extends EndpointSpec, U extends EndpointSpec = C> =
  { id?: number; body: BodyOf<C> } | { id: number; body: BodyOf<U> };

/**
 * Saves a row through `create` (no id) or `update` (with one), each locked against a second click;
 * every key in `invalidates` reloads afterwards.
 */
export function useSaveResource<C extends EndpointSpec, U extends EndpointSpec>(
  api: { create: C; update: U },
  invalidates: readonly QueryKey[],
) {
  return useWriteThenReload(async ({ id, body }: SaveInput<C, U>): Promise<Answer<C> | Answer<U>> => {
    if (id === undefined) return callWithBody(api.create, body, true);
    const { data } = await call(api.update, { params: { id }, body } as never, { lock: true });
    return data;
  }, invalidates);
}

/** Deletes the row `id` through `remove` (locked); every key in `invalidates` reloads afterwards. */
export function useRemoveResource<R extends EndpointSpec>(remove: R, invalidates: readonly QueryKey[]) {
  return useWriteThenReload(async (id: number) => {
    await call(remove, { params: { id } } as never, { lock: true });
  }, invalidates);
}

/**
 * A write (`mutationFn`, which calls its endpoint locked against a second click) after which every key in
 * `invalidates` reloads: a feature's own mutations beside the convention's save and remove.
 */
export function useWriteThenReload<V, D>(
  mutationFn: (variables: V) => Promise<D>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAll(queryClient, invalidates) });
}

async function invalidateAll(
  queryClient: ReturnType<typeof useQueryClient>,
  keys: readonly QueryKey[],
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A resource's declared endpoints that its list and form screens use (ARCHITECTURE.md §3). */
export interface ResourceEndpoints {
  filter: EndpointSpec;
  get: EndpointSpec;
  create: EndpointSpec;
  update: EndpointSpec;
  remove: EndpointSpec;
}

/**
 * The hooks of a resource's list and form screens, stated once: `usePage` (a page of `filter`, searched
 * on `searchField`), `useItem` (the row of `get` under `keys.item(id)`), `useSave` and `useRemove`; a
 * write reloads `keys.all` and every key of `alsoReload`.
 */
export function resourceHooks<A extends ResourceEndpoints>(
  api: A,
  keys: { all: QueryKey; item: (id: number) => QueryKey },
  { searchField, alsoReload = [] }: { searchField?: string; alsoReload?: readonly QueryKey[] } = {},
) {
  const invalidates = [keys.all, ...alsoReload];
  return {
    usePage: (query: PageQuery) => usePagedList(api.filter as A['filter'], keys.all, query, searchField),
    useItem: (id: number | null) => useResourceItem(api.get as A['get'], keys.item(id ?? 0), id),
    useSave: () => useSaveResource<A['create'], A['update']>(api, invalidates),
    useRemove: () => useRemoveResource(api.remove as A['remove'], invalidates),
  };
}
