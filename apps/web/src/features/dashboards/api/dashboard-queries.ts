// Dashboards (داشبورد, SPEC §2 /panel/bi, §3 `dashboard`, §7 `dashboard/data`) through the declared
// `dashboardApi`, and what the editor picks from: categories, stored queries, collections, units.
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  dashboardApi,
  dataCollectionApi,
  queryApi,
  serviceCategoryApi,
  unitApi,
  type DashboardCard,
  type DashboardCardData,
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

/** The values among `filters` of the filters `card` binds: all its answer depends on. */
export function boundFilters(
  card: Pick<DashboardCard, 'bindings'>,
  filters: Readonly<Record<string, DashboardFilterValue>>,
): Record<string, DashboardFilterValue> {
  const bound: Record<string, DashboardFilterValue> = {};
  for (const { filterId } of card.bindings)
    if (filters[filterId] !== undefined) bound[filterId] = filters[filterId];
  return bound;
}

/**
 * Each card's answer from `dashboard/data` (its rows, or its own Persian error) for dashboard `id`, asked
 * card by card with the values of the filters it binds: each draws as it arrives, and a filter changed
 * asks again only for the cards bound to it while the others keep what they drew. A card whose call
 * fails answers `failed` as its error.
 */
export function useCardAnswers(
  id: number,
  cards: readonly DashboardCard[],
  filters: Readonly<Record<string, DashboardFilterValue>>,
  failed: string,
): (DashboardCardData | undefined)[] {
  const answers = useQueries({
    queries: cards.map((card) => {
      const bound = boundFilters(card, filters);
      return {
        queryKey: dashboardKeys.card(id, card.id, bound),
        queryFn: async () => {
          const body = { id, cardIds: [card.id], filters: bound };
          const answer = (await call(dashboardApi.data, { body }, { quiet: true })).data.cards[0];
          if (!answer) throw new Error(`no answer for card ${card.id}`);
          return answer;
        },
      };
    }),
  });
  return answers.map((answer, index) =>
    answer.isError
      ? {
          id: cards[index]!.id,
          error: failed,
          columns: [],
          labels: [],
          rows: [],
          truncated: false,
          drill: null,
        }
      : answer.data,
  );
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
