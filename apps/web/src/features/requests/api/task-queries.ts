// The providers' inbox and one task (taskApi), the Admin's list of every request (requestApi.list, box
// all), and the actions on a task. Every action names the request's revision it saw; when the request
// changed meanwhile the server answers a Persian 409 (the client's toast shows it) and the task reloads.
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requestApi,
  taskApi,
  type CompleteTaskBody,
  type ReferTaskBody,
  type RequestListQuery,
  type ReturnTaskBody,
  type TaskBox,
  type TaskListQuery,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { retryUnlessMissing } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { useLiveInbox } from './request-counter';

/** Cache keys of tasks and requests; every action refreshes all of them and the counter. */
export const requestKeys = {
  all: ['requests'] as const,
  tasks: (query: TaskListQuery) => ['requests', 'tasks', query] as const,
  boxCount: (box: TaskBox) => ['requests', 'tasks', 'count', box] as const,
  task: (id: number) => ['requests', 'task', id] as const,
  requests: (query: RequestListQuery) => ['requests', 'list', query] as const,
};

/** A page of the caller's inbox box; the previous page stays on screen while the next loads. */
export function useTaskPage(query: TaskListQuery, enabled = true) {
  return useQuery({
    queryKey: requestKeys.tasks(query),
    queryFn: async () => (await call(taskApi.list, { query }, { quiet: true })).data,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
    ...useLiveInbox(),
  });
}

/** How many tasks each box holds, unfiltered (one row asked of each; the answer's total counts). */
export function useBoxCounts(boxes: readonly TaskBox[]): Partial<Record<TaskBox, number>> {
  const live = useLiveInbox();
  const results = useQueries({
    queries: boxes.map((box) => ({
      queryKey: requestKeys.boxCount(box),
      queryFn: async () =>
        (await call(taskApi.list, { query: { box, count: 1 } }, { quiet: true })).data.total,
      staleTime: 30_000,
      ...live,
    })),
  });
  return Object.fromEntries(boxes.map((box, i) => [box, results[i]?.data]));
}

/** A page of every request (the Admin's inbox). */
export function useRequestPage(query: RequestListQuery, enabled = true) {
  return useQuery({
    queryKey: requestKeys.requests(query),
    queryFn: async () => (await call(requestApi.list, { query }, { quiet: true })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One request with its answers, history and tasks (the Admin's request page); null id: nothing to load. */
export function useRequest(id: number | null) {
  return useQuery({
    queryKey: ['requests', 'request', id ?? 0],
    queryFn: async () => (await call(requestApi.read, { params: { id: id! } }, { quiet: true })).data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/** One task with its request, its form and what the caller may do; null id: nothing to load. */
export function useTask(id: number | null) {
  return useQuery({
    queryKey: requestKeys.task(id ?? 0),
    queryFn: async () => (await call(taskApi.read, { params: { id: id! } }, { quiet: true })).data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/** One action on a task, by name, with the body it takes (the revision included). */
export type TaskAction =
  | { kind: 'claim' | 'release'; revision: number }
  | { kind: 'complete'; body: CompleteTaskBody }
  | { kind: 'refer'; body: ReferTaskBody }
  | { kind: 'returnTo'; body: ReturnTaskBody }
  | { kind: 'reassign'; body: { revision: number; userId: number; note?: string } };

async function runAction(id: number, action: TaskAction): Promise<void> {
  const params = { id };
  const options = { lock: true };
  switch (action.kind) {
    case 'claim':
      await call(taskApi.claim, { params, body: { revision: action.revision } }, options);
      return;
    case 'release':
      await call(taskApi.release, { params, body: { revision: action.revision } }, options);
      return;
    case 'complete':
      await call(taskApi.complete, { params, body: action.body }, options);
      return;
    case 'refer':
      await call(taskApi.refer, { params, body: action.body }, options);
      return;
    case 'returnTo':
      await call(taskApi.returnTo, { params, body: action.body }, options);
      return;
    case 'reassign':
      await call(taskApi.reassign, { params, body: action.body }, options);
  }
}

/**
 * Runs actions on task `id`. Settled either way, the inboxes, the task and the counter reload: after a
 * success they changed, after a refusal (the request changed meanwhile) the page must show the new state.
 */
export function useTaskAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TaskAction) => runAction(id, action),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestKeys.all }),
        client.invalidateQueries({ queryKey: sharedCacheKeys.requestCounter }),
      ]),
  });
}

/** The services to filter by (enabled and published), by name. */
export function useServiceChoices(enabled = true) {
  return useQuery({
    queryKey: ['requests', 'services'],
    queryFn: async () => (await call(requestApi.services, {}, { quiet: true })).data,
    staleTime: 300_000,
    enabled,
  });
}
