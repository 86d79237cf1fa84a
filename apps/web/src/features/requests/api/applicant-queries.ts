// The applicant's side of requests (SPEC §2 /panel/new/{id?}, §3 userrequest and tempanswer): the services
// they may start, a service's pack, submitting, drafts, their own requests and the actions on one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requestApi,
  taskApi,
  tempAnswerApi,
  type CompleteTaskBody,
  type RequestListQuery,
  type SubmitRequestBody,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { retryUnlessMissing, useRemoveResource, useWriteThenReload } from '../../../lib/resource-hooks';

type Answers = Record<string, unknown>;

/** The cache keys of the applicant's side; every write reloads what it changed. */
export const applicantKeys = {
  all: ['requests', 'applicant'] as const,
  services: ['requests', 'applicant', 'services'] as const,
  pack: (id: number) => ['requests', 'applicant', 'pack', id] as const,
  mine: ['requests', 'applicant', 'mine'] as const,
  detail: (id: number) => ['requests', 'applicant', 'detail', id] as const,
  drafts: ['requests', 'applicant', 'drafts'] as const,
};

/** The services the caller may browse (enabled and published). */
export function useApplicantServices() {
  return useQuery({
    queryKey: applicantKeys.services,
    queryFn: async () => (await call(requestApi.services, {}, { quiet: true })).data,
    staleTime: 60_000,
  });
}

/** A service's information pack, its form, whether the caller may start it, and their draft. */
export function useServicePack(id: number | null) {
  return useQuery({
    queryKey: applicantKeys.pack(id ?? 0),
    queryFn: async () => (await call(requestApi.pack, { params: { id: id ?? 0 } }, { quiet: true })).data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/**
 * Submits a request. Silent: the receipt says it went well and the form shows a refusal in an alert,
 * so no toast repeats either.
 */
export function useSubmitRequest() {
  return useWriteThenReload(
    async (body: SubmitRequestBody) =>
      (await call(requestApi.submit, { body }, { lock: true, silent: true })).data,
    [applicantKeys.all],
  );
}

/** The caller's drafts, one per service. */
export function useDrafts() {
  return useQuery({
    queryKey: applicantKeys.drafts,
    queryFn: async () => (await call(tempAnswerApi.list, {}, { quiet: true })).data,
  });
}

/** Saves the answers so far as the service's draft (no required-field checks); the server's message toasts. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { serviceId: number; answers: Answers }) =>
      (await call(tempAnswerApi.save, { body }, { lock: true })).data,
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantKeys.drafts }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.pack(body.serviceId) }),
      ]),
  });
}

/** Deletes a draft. */
export function useRemoveDraft() {
  return useRemoveResource(tempAnswerApi.remove, [applicantKeys.all]);
}

/** A page of the caller's own requests; the previous page stays on screen while the next loads. */
export function useMyRequests(query: Omit<RequestListQuery, 'box'>) {
  return useQuery({
    queryKey: [...applicantKeys.mine, query],
    queryFn: async () =>
      (await call(requestApi.list, { query: { ...query, box: 'mine' } }, { quiet: true })).data,
    placeholderData: keepPreviousData,
  });
}

/** One of the caller's requests with its form, answers, visible history and tasks. */
export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: applicantKeys.detail(id ?? 0),
    queryFn: async () => (await call(requestApi.read, { params: { id: id ?? 0 } }, { quiet: true })).data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}

/** Reloads everything of the applicant's side after an action (or a refusal saying it changed). */
function useReloadAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicantKeys.all });
}

/** Withdraws a running request; silent, the page says what happened. */
export function useCancelRequest() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: async ({ id, revision, note }: { id: number; revision: number; note: string }) =>
      (await call(requestApi.cancel, { params: { id }, body: { revision, note } }, { lock: true })).data,
    onSettled: reload,
  });
}

/** Answers a request's survey. */
export function useAnswerSurvey() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: async ({ id, score, comment }: { id: number; score: number; comment: string }) => {
      await call(requestApi.survey, { params: { id }, body: { score, comment } }, { lock: true });
    },
    onSuccess: reload,
  });
}

/** Completes the applicant's own task: the fixed answers go back to the provider. */
export function useCompleteFix() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: async ({ taskId, body }: { taskId: number; body: CompleteTaskBody }) =>
      (await call(taskApi.complete, { params: { id: taskId }, body }, { lock: true, silent: true })).data,
    onSettled: reload,
  });
}
