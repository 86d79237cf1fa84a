// Functions (SPEC §2 /panel/function-management, §3 Function) through the declared `functionApi`.
import { useMutation, useQuery } from '@tanstack/react-query';
import { externalServiceApi, functionApi, queryApi, type TestRunFunctionBody } from '@darvazeh/shared';
import { call, errorStatus } from '../../../lib/api-client';
import { resourceHooks, useAllOf } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { functionKeys } from '../types';

const functions = resourceHooks(functionApi, functionKeys, { searchField: 'fname' });

/** A page of functions, searched by Persian name. */
export const useFunctionPage = functions.usePage;

/** One function; a missing one (404) is not retried. */
export const useFunction = functions.useItem;

/** Saves a function (no id: a new one); lists, pickers and help pages reload. */
export const useSaveFunction = functions.useSave;

/** Deletes a function (refused while a unit is given access to it). */
export const useDeleteFunction = functions.useRemove;

/** Every function (pickers: a call to another function, unit accesses). */
export function useAllFunctions() {
  return useAllOf(functionApi.all, functionKeys.everyFunction);
}

/** Runs a function as edited, with the Admin's rights; its writes are real (the server keeps them). */
export function useTestRun() {
  return useMutation({
    mutationFn: async (body: TestRunFunctionBody) =>
      (await call(functionApi.testRun, { body }, { quiet: true, lock: true })).data,
  });
}

/** A function's generated help (`/panel/function-help/{ename}`); a missing one is not retried. */
export function useFunctionHelp(ename: string) {
  return useQuery({
    queryKey: functionKeys.help(ename),
    queryFn: async () => (await call(functionApi.help, { params: { ename } }, { silent: true })).data,
    retry: (failures, error) => errorStatus(error) !== 404 && errorStatus(error) !== 400 && failures < 2,
  });
}

/** The stored queries a read may name (a picker by name; the shared cache of stored queries). */
export function useFlowQueries() {
  return useAllOf(queryApi.all, sharedCacheKeys.storedQueries);
}

/** Every outside web service, for a fetch's picker (under the screen's key, so its writes refresh it). */
export function useAllExternalServices() {
  return useAllOf(externalServiceApi.all, [...functionKeys.externalServices, 'every']);
}
