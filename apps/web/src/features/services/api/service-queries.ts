// Service definitions (SPEC §3) through the declared `serviceApi`: the basket's pages, one service, save,
// delete, the enabled switch and copies.
import { useQuery } from '@tanstack/react-query';
import { serviceApi, type FilterCondition } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import {
  useAllOf,
  useFilterPage,
  useRemoveResource,
  useSaveResource,
  useResourceItem,
  useWriteThenReload,
} from '../../../lib/resource-hooks';
import { serviceKeys, type ServiceItem } from '../types';
import { bodyOfItem } from './service-query-helpers';

/** Rows per page of the basket's services. */
export const SERVICES_PAGE_SIZE = 10;

/** Which services the basket shows: those in any of `categoryIds`, searched by Persian name. */
export interface ServicePageQuery {
  categoryIds: readonly number[];
  search: string;
  page: number;
}

/** Body of `service/filter` for a basket page. */
export function servicePageBody({ categoryIds, search, page }: ServicePageQuery) {
  const filters: Record<string, FilterCondition> = {};
  if (categoryIds.length > 0) filters.categoryId = { op: 'in', value: [...categoryIds] };
  const text = search.trim();
  if (text) filters.serviceFname = { op: 'like', value: text };
  return { filters, page, count: SERVICES_PAGE_SIZE, sort: { field: 'id', dir: 'desc' as const } };
}

/** A page of services in the chosen categories. */
export function useServicePage(query: ServicePageQuery, enabled = true) {
  return useFilterPage(serviceApi.filter, serviceKeys.all, servicePageBody(query), enabled);
}

/** Every service (the prerequisite picker). */
export function useAllServices(enabled = true) {
  return useAllOf(serviceApi.all, serviceKeys.every, enabled);
}

/** The enabled services as published, for the help page (failing silently: the page says so). */
export function useHelpServices() {
  return useQuery({
    queryKey: serviceKeys.help,
    queryFn: async () => (await call(serviceApi.help, {}, { silent: true })).data,
    retry: false,
  });
}

/** The web services' help (the same descriptions /ws/help renders), failing silently: the page says so. */
export function useWebServicesHelp() {
  return useQuery({
    queryKey: serviceKeys.webServicesHelp,
    queryFn: async () => (await call(serviceApi.webServicesHelp, {}, { silent: true })).data,
    retry: false,
  });
}

/** One service; a missing one (404) is not retried. */
export function useService(id: number | null) {
  return useResourceItem(serviceApi.get, serviceKeys.item(id ?? 0), id);
}

/** Saves a service (no id: a new one); the basket and pickers reload. */
export function useSaveService() {
  return useSaveResource(serviceApi, [serviceKeys.all]);
}

/** Deletes a service. */
export function useDeleteService() {
  return useRemoveResource(serviceApi.remove, [serviceKeys.all]);
}

/** Switches a service on or off (the rest of its draft written back as it is). */
export function useToggleService() {
  return useWriteThenReload(
    async ({ item, enabled }: { item: ServiceItem; enabled: boolean }) =>
      (
        await call(
          serviceApi.update,
          { params: { id: item.id }, body: { ...bodyOfItem(item), enabled } },
          { lock: true },
        )
      ).data,
    [serviceKeys.all],
  );
}

/** Copies a service (`service/{id}/copy`): a new, never-published draft named «رونوشت …» by the server. */
export function useCopyService() {
  return useWriteThenReload(
    async (id: number) => (await call(serviceApi.copy, { params: { id } }, { lock: true })).data,
    [serviceKeys.all],
  );
}
