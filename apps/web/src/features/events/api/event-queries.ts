// Events (Admins) through the declared `systemEventApi` and `eventOnLogApi` endpoints.
import type { ComponentType } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventOnLogApi, systemEventApi, type EventTestFireBody } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import {
  useFilterPage,
  usePagedList,
  useRemoveResource,
  useSaveResource,
  type PageQuery,
} from '../../../lib/resource-hooks';

/** A picker of one user by name, storing the id (the page hands in the portal's own). */
export type UserPickerComponent = ComponentType<{ userId: number; onChange: (id: number) => void }>;

/** Query-key roots of events and their runs. */
export const eventKeys = {
  all: ['systemevent'] as const,
  runs: (eventId: number) => ['eventonlog', eventId] as const,
};

/** Rows per page of the events and of an event's runs. */
export const EVENT_PAGE_SIZE = 10;

/** A page of events, searched by name. */
export function useEventPage(query: PageQuery) {
  return usePagedList(systemEventApi.filter, eventKeys.all, query, 'fname');
}

/** Creates or updates an event. */
export function useSaveEvent() {
  return useSaveResource(systemEventApi, [eventKeys.all]);
}

/** Deletes an event. */
export function useDeleteEvent() {
  return useRemoveResource(systemEventApi.remove, [eventKeys.all]);
}

/** Turns an event on (a suspended one too) or off. */
export function useSetEventEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: number; enabled: boolean }) =>
      (
        await call(
          enabled ? systemEventApi.enable : systemEventApi.disable,
          { params: { id } },
          { lock: true },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Fires an event now with sample values; its run joins the event's runs. */
export function useTestFire(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventTestFireBody) =>
      (await call(systemEventApi.testFire, { params: { id: eventId }, body }, { lock: true })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.runs(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

/** A page of an event's runs, newest first. */
export function useEventRuns(eventId: number, page: number) {
  return useFilterPage(eventOnLogApi.filter, eventKeys.runs(eventId), {
    filters: { eventId: { op: 'eq', value: eventId } },
    sort: { field: 'id', dir: 'desc' },
    page,
    count: EVENT_PAGE_SIZE,
  });
}
