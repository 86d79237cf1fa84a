// Dashboards (داشبورد, SPEC §2 /panel/bi, §3 `dashboard`, §7 `dashboard/data`) through the declared
// `dashboardApi`, and what the editor picks from: categories, stored queries, collections, units.
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  dashboardApi,
  dataCollectionApi,
  queryApi,
  serviceCategoryApi,
  unitApi,
  type DashboardFilterValue,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { resourceHooks, useAllOf, useFilterPage, type PageQuery } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { dashboardKeys } from '../types';

const dashboards = resourceHooks(dashboardApi, dashboardKeys, { searchField: 'title' });

/** The body of a page of dashboards: searched by title, in one category when `categoryId` is given. */
export function dashboardPageBody({ page, count, search }: PageQuery, categoryId: number | null) {
  const filters: Record<string, { op: 'like' | 'eq'; value: string | number }> = {};
  const text = search?.trim();
  if (text) filters.title = { op: 'like', value: text };
  if (categoryId !== null) filters.categoryId = { op: 'eq', value: categoryId };
  return { filters, page, count, sort: { field: 'id', dir: 'desc' as const } };
}

/** A page of the dashboards the viewer may see (an Employee: those shared with them). */
export function useDashboardPage(query: PageQuery, categoryId: number | null) {
  return useFilterPage(
    dashboardApi.filter,
    [...dashboardKeys.all, categoryId],
    dashboardPageBody(query, categoryId),
  );
}

/** One dashboard; a missing one (404) is not retried. */
export const useDashboard = dashboards.useItem;

/** Saves a dashboard (no id: a new one); lists and items reload. */
export const useSaveDashboard = dashboards.useSave;

/** Deletes a dashboard (into the recycle bin). */
export const useDeleteDashboard = dashboards.useRemove;

/**
 * What `dashboard/data` answers for dashboard `id` and the filters' values: every card at once, each
 * with its rows or its own Persian error. Nothing is asked while `id` is null.
 */
export function useDashboardData(id: number | null, filters: Record<string, DashboardFilterValue>) {
  return useQuery({
    queryKey: dashboardKeys.data(id ?? 0, filters),
    queryFn: async () =>
      (await call(dashboardApi.data, { body: { id: id ?? 0, filters } }, { quiet: true })).data,
    enabled: id !== null,
  });
}

/** A category as the pickers show it: roots first, each followed by its sub categories. */
export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

/** Every service category (dashboards are filed under them), roots then their children. */
export function useCategoryChoices(): CategoryChoice[] {
  const roots = useQuery({
    queryKey: sharedCacheKeys.rootCategories,
    queryFn: async () => (await call(serviceCategoryApi.roots, {}, { quiet: true })).data,
    staleTime: Infinity,
  });
  const children = useQueries({
    queries: (roots.data ?? []).map((root) => ({
      queryKey: sharedCacheKeys.subCategories(root.id),
      queryFn: async () =>
        (await call(serviceCategoryApi.children, { params: { id: root.id } }, { quiet: true })).data,
      staleTime: Infinity,
    })),
  });
  return (roots.data ?? []).flatMap((root, index) => [
    { id: root.id, name: root.name, depth: 0 },
    ...(children[index]?.data ?? []).map((sub) => ({ id: sub.id, name: sub.name, depth: 1 })),
  ]);
}

/** Every stored query (a card's picker; the shared cache of stored queries). */
export function useAllStoredQueries(enabled = true) {
  return useAllOf(queryApi.all, sharedCacheKeys.storedQueries, enabled);
}

/** The data collections a query's source may read (to name the fields a filter binds to). */
export function useDataCollections() {
  return useAllOf(dataCollectionApi.all, sharedCacheKeys.dataCollections);
}

/** The system collections a query's source may read; they never change while the app runs. */
export function useSystemCollections() {
  return useQuery({
    queryKey: ['query', 'system-collections'],
    queryFn: async () => (await call(dataCollectionApi.system)).data.list,
    staleTime: Infinity,
  });
}

/** Every unit with its unit roles (the shares' pickers). */
export function useAllUnits() {
  return useAllOf(unitApi.all, sharedCacheKeys.units);
}
